import {
  authorApplicationDecisionPayloadSchema,
  authorApplicationPayloadSchema,
  type AuthorApplicationDecisionPayload,
  type AuthorApplicationPayload,
} from '@brightwave/contracts';

export { authorApplicationDecisionPayloadSchema, authorApplicationPayloadSchema };
export type SaveApplicationDto = AuthorApplicationPayload;
export type DecisionDto = AuthorApplicationDecisionPayload;
