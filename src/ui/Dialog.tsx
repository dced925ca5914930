import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import './dialog.css';

/**
 * The one modal primitive of the site (issue 11): a native `<dialog>` opened with `showModal()`, so the page behind
 * is inert and the browser keeps focus inside. Mounted means open: whether a dialog shows is decided by its machine
 * (or its screen), never here.
 *
 * - focus moves in (to `initialFocus`, else the browser's choice: the first focusable element), Tab and Shift+Tab
 *   wrap inside, and on close focus returns to the element that opened it (or, when that element was replaced
 *   meanwhile, to the element with its id);
 * - Escape and a tap outside the content call `onDismiss`; a dialog without `onDismiss` is blocking by design;
 * - the page behind does not scroll (dialog.css: `html:has(dialog.modal[open])`).
 */
export interface DialogProps {
  /** `sheet`: rises from the bottom; `alert`: centred; `drawer`: the side menu, above the bottom bar. */
  variant: 'sheet' | 'alert' | 'drawer';
  /** The id of the dialog's heading, or `label` when it has none. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  /** Escape (and a tap on the backdrop, unless `onBackdrop` says otherwise) asks to close. Leave it out for a dialog
   *  that must be answered. */
  onDismiss?: () => void;
  onBackdrop?: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  /** The id of the element that opens it, when that element may be re-rendered before the dialog shows (the side
   *  menu loads after the tap on Menu, and the bottom bar is drawn again meanwhile): focus returns there. */
  openerId?: string;
  /** The closing animation is playing (the machine's `closing` state). */
  closing?: boolean;
  children: ReactNode;
}

export function Dialog({
  variant,
  labelledBy,
  label,
  describedBy,
  onDismiss,
  onBackdrop,
  initialFocus,
  openerId: givenOpenerId,
  closing,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // Read while rendering, before the commit that shows the dialog may remove the opener (the bottom bar moves into
  // the side menu).
  const [focusedAtRender] = useState(focusedElement);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  const release = useRef<() => void>(undefined);
  const backdrop = useRef(onBackdrop ?? onDismiss);
  backdrop.current = onBackdrop ?? onDismiss;

  // Once, when the dialog opens: focus goes in once, and the opener is the element focused before it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: initialFocus is read when the dialog opens only
  useLayoutEffect(() => {
    const dialog = ref.current!;
    // A dialog whose opener went with a dialog that closed in the same commit (the menu's Logout opens its confirm)
    // returns focus where that one would.
    const handedOver = handOver.opener || handOver.openerId;
    const found = !focusedAtRender.opener?.isConnected && handedOver ? handOver : focusedAtRender;
    const { opener, openerId } = found.opener || !givenOpenerId ? found : { opener: null, openerId: givenOpenerId };
    dialog.showModal();
    openDialogs.push(dialog);
    notify();
    initialFocus?.current?.focus();
    // The browser closes a modal on a repeated Escape even when `cancel` is prevented: a blocking one reopens.
    const reopen = () => {
      if (dialog.isConnected && openDialogs.includes(dialog)) dialog.showModal();
    };
    dialog.addEventListener('close', reopen);
    release.current = () => {
      release.current = undefined;
      dialog.removeEventListener('close', reopen);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      notify();
      dialog.close();
      handOver = { opener, openerId };
      setTimeout(() => {
        handOver = NO_OPENER;
      });
      // After the commit that removed the dialog (its opener may have been re-rendered in it), and only when focus
      // is still in it or was lost with it: a navigation that focused the new screen's heading keeps that focus.
      queueMicrotask(() => {
        const active = document.activeElement;
        if (active && active !== document.body && !dialog.contains(active)) return;
        const target = opener?.isConnected ? opener : openerId ? document.getElementById(openerId) : null;
        target?.focus();
      });
    };
    return () => release.current?.();
  }, []);
  // A closing dialog (its fade-out) is no longer modal: the page takes input again at once.
  useLayoutEffect(() => {
    if (closing) release.current?.();
  }, [closing]);

  return (
    <dialog
      ref={ref}
      className={`modal modal-${variant}${closing ? ' closing' : ''}`}
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-describedby={describedBy}
      inert={closing}
      onCancel={(e) => {
        e.preventDefault();
        dismiss.current?.();
      }}
      // The dialog element itself is only reachable outside its content: that is the backdrop.
      onClick={(e) => e.target === e.currentTarget && backdrop.current?.()}
      onKeyDown={(e) => e.key === 'Tab' && wrapFocus(e.currentTarget, e)}
    >
      {children}
    </dialog>
  );
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab past the last element goes to the first, Shift+Tab before the first to the last. */
function wrapFocus(dialog: HTMLDialogElement, e: React.KeyboardEvent): void {
  const tabbables = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.getClientRects().length > 0 || !('checkVisibility' in el),
  );
  const first = tabbables[0];
  const last = tabbables.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (e.shiftKey && (active === first || active === dialog)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && active === last) {
    e.preventDefault();
    first.focus();
  }
}

interface Opener {
  opener: HTMLElement | null;
  openerId: string | undefined;
}
const NO_OPENER: Opener = { opener: null, openerId: undefined };

function focusedElement(): Opener {
  const focused = typeof document === 'undefined' ? null : document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return NO_OPENER;
  return { opener: focused, openerId: focused.id || undefined };
}
let handOver = NO_OPENER;

/** The open modals, newest last: what is shown over them (toasts, the loading box) goes into the newest. */
const openDialogs: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();
function notify() {
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Renders over everything: into the newest open modal (outside it the page is inert and under the top layer),
 * else in place. For toasts and the loading box, which must show and be announced over a dialog.
 */
export function TopLayer({ children }: { children: ReactNode }) {
  const top = useSyncExternalStore(
    subscribe,
    () => openDialogs.at(-1) ?? null,
    () => null,
  );
  return top ? createPortal(children, top) : children;
}
