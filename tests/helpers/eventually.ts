/**
 * Asks `probe` again every 20 ms until it says true or `withinMs` has passed, and says whether it did: for what a
 * server learns from another connection's commit by notification, a moment after the commit.
 */
export async function eventually(probe: () => Promise<boolean>, withinMs = 2000): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (await probe()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
