import type { ReactNode } from 'react';

/**
 * A titled section of the withdraw screen holding one form: its fields, the server's refusal (announced) and a
 * full-width submit button that stays focusable while the call runs.
 */
export function WithdrawFormSection(props: {
  titleId: string;
  title: string;
  /** A line under the title. */
  note?: string;
  /** Already translated refusal text. */
  refusal: string | null;
  /** What the player can do about the refusal (a link), shown under it. */
  refusalAction?: ReactNode;
  busy: boolean;
  submitLabel: string;
  onSubmit: () => void;
  /** The fields. */
  children: ReactNode;
}) {
  const { titleId, title, note, refusal, refusalAction, busy, submitLabel, onSubmit, children } = props;
  return (
    <section className="withdraw-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {note && <p className="withdraw-note">{note}</p>}
      <form
        className="withdraw-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
        {refusal && (
          <p className="withdraw-refusal" role="alert">
            {refusal}
          </p>
        )}
        {refusal && refusalAction}
        <button type="submit" className="btn btn-primary btn-block" aria-disabled={busy} aria-busy={busy}>
          {submitLabel}
        </button>
      </form>
    </section>
  );
}
