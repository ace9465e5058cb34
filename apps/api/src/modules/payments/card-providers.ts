import type { CardProvider } from './card-provider.ts';
import { createStripeCardProvider } from './stripe-card-provider.ts';
import { createTestCardProvider } from './test-card-provider.ts';

/**
 * The card provider of this process: Stripe when STRIPE_SECRET_KEY is set (PUBLIC_ORIGIN makes its 3-D Secure
 * return address absolute), otherwise the built-in test provider of the demo and the browser tests.
 */
function fromEnvironment(env: NodeJS.ProcessEnv = process.env): CardProvider {
  const secretKey = env.STRIPE_SECRET_KEY;
  if (secretKey) return createStripeCardProvider({ secretKey, publicOrigin: env.PUBLIC_ORIGIN });
  return createTestCardProvider();
}

let current: CardProvider | null = null;

export function getCardProvider(): CardProvider {
  current ??= fromEnvironment();
  return current;
}

/** Tests swap the provider (a Stripe adapter replaying recorded exchanges); null goes back to the environment's. */
export function setCardProvider(provider: CardProvider | null): void {
  current = provider;
}
