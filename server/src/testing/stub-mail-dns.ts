import type { MailDnsResolver } from '../mail-auth/mail-dns';

/**
 * A DNS stub for message authentication: TXT records by name (other types unanswered); a name it
 * does not know does not exist (ENOTFOUND), and a name in `failing` times out (a resolve failure).
 */
export function stubMailDns(txt: Record<string, string[]>, failing: readonly string[] = []): MailDnsResolver & { asked: string[] } {
  const asked: string[] = [];
  const resolve = async (name: string, type: string) => {
    const key = name.toLowerCase().replace(/\.$/, '');
    asked.push(`${type} ${key}`);
    if (failing.includes(key)) throw Object.assign(new Error(`stub DNS: ${key} timed out`), { code: 'ETIMEOUT' });
    const records = type === 'TXT' ? txt[key] : undefined;
    if (!records) throw Object.assign(new Error(`stub DNS: no ${type} for ${key}`), { code: 'ENOTFOUND' });
    // A TXT record is its strings; long ones arrive split in 255-character chunks, as DNS does.
    return records.map((record) => record.match(/.{1,255}/g) ?? ['']);
  };
  return Object.assign(resolve, { asked });
}
