import { expect, waitFor } from 'storybook/test';

/**
 * Resolves once every finite animation on the page has finished: a snackbar or dialog slides in,
 * and a screenshot taken mid-way differs from its baseline by the frame it caught (spinners and
 * other endless animations are left out).
 */
export async function animationsSettled(): Promise<void> {
  await Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      .map((animation) => animation.finished),
  );
}

/**
 * Resolves once nothing under `root` is loading any more (no `aria-busy` element: a spinner, a
 * busy button), so a story's screenshot shows the page as it is read, not wherever the mocked
 * answers had got to. Two poke page stories were shot with their audience and sends still
 * loading, and failed a run where the answers came first (#32).
 */
export function nothingLoading(root: HTMLElement): Promise<void> {
  return waitFor(() => expect(root.querySelector('[aria-busy="true"]')).toBeNull());
}
