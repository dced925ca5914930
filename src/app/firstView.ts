import { dismissFirstView } from '../services/shell/firstView';

/**
 * The hand-over from the server's first view (README "Speed"): a screen that drew what the layer pictured calls
 * this once its own pictures are in. The shell takes the layer away by itself on every other screen.
 */
export function firstViewDrawn(): void {
  dismissFirstView();
}
