import { useEffect } from 'react';
import { setBodyClass } from '../services/shell/document';

/** Keeps a class on the document body while the calling component is shown (screens touch no document). */
export function useBodyClass(name: string): void {
  useEffect(() => {
    setBodyClass(name, true);
    return () => setBodyClass(name, false);
  }, [name]);
}
