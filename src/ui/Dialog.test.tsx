// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, TopLayer } from './Dialog';

function Harness({ onDismiss, blocking = false }: { onDismiss?: () => void; blocking?: boolean }) {
  const [open, setOpen] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  const close = () => {
    onDismiss?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog variant="alert" labelledBy="t" onDismiss={blocking ? undefined : close} initialFocus={confirm}>
          <div>
            <h2 id="t">Title</h2>
            <button type="button">First</button>
            <button type="button" ref={confirm} onClick={() => setOpen(false)}>
              Confirm
            </button>
          </div>
        </Dialog>
      )}
      <TopLayer>
        <p>Toast</p>
      </TopLayer>
    </>
  );
}

/** A dialog that shows a step after its opener was tapped, as a lazily loaded one does. */
function LateDialog() {
  const [stage, setStage] = useState<'closed' | 'loading' | 'open'>('closed');
  return (
    <>
      {/* A new element with the same id replaces the tapped one while the dialog loads. */}
      <button type="button" id="opener" key={stage === 'closed' ? 'a' : 'b'} onClick={() => setStage('loading')}>
        Menu
      </button>
      {stage === 'loading' && (
        <button type="button" onClick={() => setStage('open')}>
          Loaded
        </button>
      )}
      {stage === 'open' && (
        <Dialog variant="drawer" label="Menu panel" onDismiss={() => setStage('closed')} openerId="opener">
          <button type="button">Inside</button>
        </Dialog>
      )}
    </>
  );
}

const flushMicrotasks = () => act(() => Promise.resolve());

describe('Dialog', () => {
  it('opens as a modal named by its heading, with focus on the initial element', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Title' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });

  it('Escape and a tap on the backdrop ask to close; focus returns to the opener', async () => {
    const onDismiss = vi.fn();
    render(<Harness onDismiss={onDismiss} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await flushMicrotasks();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('heading', { name: 'Title' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('dialog'));
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('a blocking dialog ignores Escape and the backdrop', async () => {
    render(<Harness blocking />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    fireEvent.click(dialog);
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
  });

  it('Tab and Shift+Tab wrap inside the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const first = screen.getByRole('button', { name: 'First' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    // jsdom has no layout: every element counts as shown.
    for (const el of [first, confirm]) el.getClientRects = () => [new DOMRect(0, 0, 1, 1)] as unknown as DOMRectList;
    expect(confirm).toHaveFocus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(confirm).toHaveFocus();
  });

  it('what goes over everything renders inside the open dialog, else in place', async () => {
    render(<Harness />);
    expect(screen.getByText('Toast').closest('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText('Toast').closest('dialog')).toBe(screen.getByRole('dialog'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Toast').closest('dialog')).toBeNull();
  });

  it('a closing dialog is no longer modal: it stays shown for its fade-out, inert', () => {
    const { rerender } = render(
      <Dialog variant="alert" label="Bye">
        <button type="button">OK</button>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Bye' });
    expect(dialog).toHaveAttribute('open');
    rerender(
      <Dialog variant="alert" label="Bye" closing>
        <button type="button">OK</button>
      </Dialog>,
    );
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog).toHaveAttribute('inert');
    expect(dialog).toHaveClass('closing');
  });

  it('when its opener was drawn again before it opened (a lazily loaded dialog), focus returns to openerId', async () => {
    render(<LateDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(document.body).toHaveFocus();
    act(() => {
      screen.getByRole('button', { name: 'Loaded' }).click();
    });
    fireEvent(screen.getByRole('dialog', { name: 'Menu panel' }), new Event('cancel', { cancelable: true }));
    await flushMicrotasks();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });
});
