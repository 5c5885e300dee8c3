import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';

type MissingGrants = {
  missingOIDCScope?: string[];
  missingOIDCClaims?: string[];
  missingResourceScopes?: Record<string, string[]>;
};

/**
 * The portal is first-party: its own SPA gets what it asks for without a consent screen. The grant
 * is created or extended with the missing scopes, claims and API scopes; answers where to go next.
 */
export async function autoConsent(
  provider: Provider,
  interaction: Interaction,
  req: IncomingMessage,
  res: ServerResponse,
  firstPartyClientId: string,
): Promise<string> {
  const { params, session } = interaction;
  const clientId = params.client_id;
  if (clientId !== firstPartyClientId || !session?.accountId) {
    return provider.interactionResult(req, res, {
      error: 'access_denied',
      error_description: 'consent required',
    });
  }
  const missing = interaction.prompt.details as MissingGrants;
  const grant =
    (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
    new provider.Grant({ accountId: session.accountId, clientId });
  if (missing.missingOIDCScope?.length) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims?.length) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  const grantId = await grant.save();
  return provider.interactionResult(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
}
