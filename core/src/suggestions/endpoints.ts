import { defineEndpoint } from '../contract/endpoint';
import { EmailDocument, EmailGuidParams } from '../emails/schema';
import { AcceptedSuggestions, AcceptSuggestionsBody, ClassifierModelDocument, SuggestionDecisionBody, TrainModelBody } from './schema';

// Deciding suggestions is part of an email (the emails area: its screen, `trackctl emails suggest`);
// the learned model is an area of its own (the Classifier screen, `trackctl model`).

export const suggestionsEndpoints = {
  decideEmailSuggestion: defineEndpoint({
    method: 'PUT',
    path: '/v2/admin/emails/:guid/suggestions',
    access: 'admin',
    tag: 'emails',
    summary:
      'Accept (it becomes a manual classification, applies) or reject (it is not suggested again) the suggestion of one type; a type already classified by hand is never changed',
    params: EmailGuidParams,
    body: SuggestionDecisionBody,
    example: { type: 'welcome', decision: 'accept' },
    status: 200,
    response: EmailDocument,
  }),
  acceptEmailSuggestions: defineEndpoint({
    method: 'POST',
    path: '/v2/admin/emails/suggestions/accept',
    access: 'admin',
    tag: 'emails',
    summary:
      'Accept the suggestions of these emails (of `types` only, when given) as manual classifications; guids that name no email are listed in meta.missing',
    body: AcceptSuggestionsBody,
    example: { guids: ['6f1c…'] },
    status: 200,
    response: AcceptedSuggestions,
  }),
  getClassifierModel: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/classifier/model',
    access: 'admin',
    tag: 'classifier',
    summary:
      'The current learned classifier: its version, when and from how many labelled emails it was trained, and per-type precision and recall on held-out emails beside the rules',
    status: 200,
    response: ClassifierModelDocument,
  }),
  trainClassifierModel: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/classifier/train',
    access: 'admin',
    tag: 'classifier',
    summary: 'Train a new version of the classifier now from the manual classifications (seeded held-out split); answers the new version',
    body: TrainModelBody,
    example: { seed: 1 },
    status: 201,
    response: ClassifierModelDocument,
  }),
};
