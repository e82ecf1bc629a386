import {
  confirmationLinkOf,
  featuresOf,
  suggestByRules,
  type ClassificationType,
  type LoadedModel,
  type SuggestionInput,
} from '@tracker/core';
import type { SuggestionRow } from '../../repositories/suggestions-repository';

/**
 * An email's suggestions from the rules and the model (when there is one): each type's best score,
 * best first, leaving out the types it already has a classification of; and its confirmation link
 * when it is (or is suggested as) a double opt-in. Processing, reprocessing and the demo seed all
 * suggest through this.
 */
export function suggestionsOf(
  input: SuggestionInput & { html: string | null },
  model: { version: number; model: LoadedModel } | null,
  classified: ReadonlySet<ClassificationType>,
): { rows: SuggestionRow[]; confirmationUrl: string | null } {
  const best = new Map<ClassificationType, SuggestionRow>();
  for (const s of suggestByRules(input)) best.set(s.type, { ...s, origin: 'rules', modelVersion: null });
  for (const s of model?.model.score(featuresOf(input)) ?? []) {
    if ((best.get(s.type)?.score ?? 0) < s.score) best.set(s.type, { ...s, origin: 'model', modelVersion: model!.version });
  }
  const rows = [...best.values()].filter((s) => !classified.has(s.type)).sort((a, b) => b.score - a.score || a.type.localeCompare(b.type));
  const optin = classified.has('double_optin') || rows.some((s) => s.type === 'double_optin');
  return { rows, confirmationUrl: optin ? confirmationLinkOf(input.html, input.body) : null };
}
