import './messages-notices.css';

interface Props {
  /** Nothing to show yet: the list is on its way. */
  loading: boolean;
  /** The list could not be loaded: say so and offer a retry. */
  failed: boolean;
  /** The list arrived and holds nothing (spec §8 in_no_data). */
  empty: boolean;
  texts: { loading: string; failed: string; retry: string; empty: string };
  onRetry: () => void;
}

/** What a message list (notices, help) shows instead of its items: loading, its failure with a retry, or "No data". */
export function ContentState({ loading, failed, empty, texts, onRetry }: Props) {
  if (failed) {
    return (
      <div className="content-state" role="alert">
        <p>{texts.failed}</p>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {texts.retry}
        </button>
      </div>
    );
  }
  if (loading) {
    return (
      <p className="content-state" role="status">
        {texts.loading}
      </p>
    );
  }
  return empty ? <p className="content-state content-state-empty">{texts.empty}</p> : null;
}
