import type { Poke, PokeAgent } from '@switchboard/domain';
import type { AppDispatch } from '../../app/store';
import { pokesApi } from './pokesApi';
import {
  followUpRequest,
  followUpSavePlan,
  mainPokeRequest,
  withFollowUpTimes,
  type WizardState,
} from './wizardState';

/**
 * Saves the wizard: the main poke (created, or updated when it has an id), then its follow-ups
 * in order, each linked to the poke and the one before it. Stored follow-ups the poker removed
 * are deleted first (see `followUpSavePlan`). Rejects with the first failure (an ApiError, or a
 * ZodError / PokeRuleError for an incomplete draft) and returns the saved main poke.
 */
export async function savePokeWizard(
  dispatch: AppDispatch,
  state: WizardState,
  agent: PokeAgent,
  storedFollowUpIds: readonly string[],
  now: Date,
): Promise<Poke> {
  const geo = state.locale ?? '';
  const body = mainPokeRequest(state, agent);
  const main = await (
    state.id
      ? dispatch(pokesApi.endpoints.updatePoke.initiate({ geo, id: state.id, body }))
      : dispatch(pokesApi.endpoints.createPoke.initiate({ geo, body }))
  ).unwrap();
  const timed = withFollowUpTimes({ ...state, scheduled: main.scheduled ?? null }, now);
  const plan = followUpSavePlan(storedFollowUpIds, timed);
  if (plan.remove) {
    await dispatch(pokesApi.endpoints.deletePoke.initiate({ geo, id: plan.remove })).unwrap();
  }
  let previousId: string | null = null;
  for (const item of plan.items) {
    const request = followUpRequest(state, agent, item, { parentId: main.id, previousId });
    const saved: Poke = await (
      item.id
        ? dispatch(pokesApi.endpoints.updatePoke.initiate({ geo, id: item.id, body: request }))
        : dispatch(pokesApi.endpoints.createPoke.initiate({ geo, body: request }))
    ).unwrap();
    previousId = saved.id;
  }
  return main;
}
