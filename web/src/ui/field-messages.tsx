type Props = { id: string; hint?: string | undefined; error?: string | undefined; classPrefix?: string };

/** What a control's aria-describedby names: its hint and error paragraphs, when shown. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

/** A field's hint and error message, with the ids `describedBy` names. */
export function FieldMessages({ id, hint, error, classPrefix = 'field' }: Props) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={`${classPrefix}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={`${classPrefix}-error`}>
          {error}
        </p>
      )}
    </>
  );
}
