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
