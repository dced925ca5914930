import type { InboxMessage } from '../../domain/messages/centre';
import { Dialog } from '../Dialog';
import { CloseIcon } from '../icons';
import { SafeHtml } from '../SafeHtml';

interface Props {
  message: InboxMessage;
  date: string;
  closeLabel: string;
  onClose: () => void;
}

/** One inbox message in a sheet: title, date, its HTML through SafeHtml (DOMPurify). */
export function MessageReader({ message, date, closeLabel, onClose }: Props) {
  return (
    <Dialog variant="sheet" labelledBy="msg-reader-title" onDismiss={onClose}>
      <div className="msg-reader">
        <div className="msg-reader-head">
          <h2 id="msg-reader-title">{message.title}</h2>
          <button type="button" className="msg-reader-close" aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {date && <time dateTime={message.createdAt}>{date}</time>}
        <SafeHtml html={message.content} className="msg-reader-body" />
      </div>
    </Dialog>
  );
}
