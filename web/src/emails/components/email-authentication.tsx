import type { EmailAuthentication, EmailUnsubscribe } from '@tracker/core/platforms';

type Props = { authentication: EmailAuthentication | null; unsubscribe: EmailUnsubscribe | null };

/** What a result means to a reader: temperror is a lookup that got no answer, not a failure. */
const RESULT_WORDS: Record<string, string> = { temperror: 'unresolved (temperror)', permerror: 'broken record (permerror)' };
const words = (result: string) => RESULT_WORDS[result] ?? result;

/** DKIM, SPF and DMARC as checked at arrival, and the List-Unsubscribe targets, above the email's headers. */
export function EmailAuthenticationFacts({ authentication, unsubscribe }: Props) {
  return (
    <section className="email-authentication" aria-label="Authentication">
      {authentication ? (
        <dl>
          <dt>DKIM</dt>
          <dd>
            {authentication.dkim.length === 0 ? (
              'none: no signature'
            ) : (
              <ul>
                {authentication.dkim.map((d, i) => (
                  <li key={`${d.domain}-${i}`}>
                    {words(d.result)} d={d.domain}
                    {d.selector ? ` s=${d.selector}` : ''}
                    {d.aligned ? ', aligned' : ''}
                    {d.comment ? <span className="muted"> ({d.comment})</span> : null}
                  </li>
                ))}
              </ul>
            )}
          </dd>
          <dt>SPF</dt>
          <dd>
            {words(authentication.spf.result)}
            {authentication.spf.domain ? ` for ${authentication.spf.domain}` : ''}
            {authentication.spf.client_ip ? ` from ${authentication.spf.client_ip}` : ''}
          </dd>
          <dt>DMARC</dt>
          <dd>
            {words(authentication.dmarc.result)}
            {authentication.dmarc.domain ? ` for ${authentication.dmarc.domain}` : ''}
            {authentication.dmarc.policy ? `, policy ${authentication.dmarc.policy}` : ''}
            {`; SPF ${authentication.dmarc.spf_aligned ? 'aligned' : 'not aligned'}, DKIM ${authentication.dmarc.dkim_aligned ? 'aligned' : 'not aligned'}`}
          </dd>
        </dl>
      ) : (
        <p className="muted">Not authenticated: this email did not arrive by mail.</p>
      )}
      <dl>
        <dt>Unsubscribe</dt>
        <dd>
          {unsubscribe ? (
            <>
              {unsubscribe.one_click ? 'One-click (RFC 8058)' : 'No one-click'}
              <ul>
                {unsubscribe.targets.map((target) => (
                  <li key={target}>
                    <code>{target}</code>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            'No List-Unsubscribe header'
          )}
        </dd>
      </dl>
    </section>
  );
}
