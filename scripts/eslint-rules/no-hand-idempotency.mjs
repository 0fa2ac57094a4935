// The Idempotency-Key belongs to the endpoint definition (`idempotent`) and to service-kit's store, which
// the endpoint registration claims and replays: a service that reads the header itself, or says a replay
// itself, brings back the hand-written copies the store replaced.
const HEADERS = /idempotency-key|idempotent-replayed/i;

/** @type {import('eslint').Rule.RuleModule} */
export const noHandIdempotency = {
  meta: {
    type: 'problem',
    docs: { description: 'Services leave the Idempotency-Key header to service-kit.' },
    messages: {
      handIdempotency:
        'Mark the endpoint `idempotent` in its definition (libs/contracts) instead of handling the ' +
        'Idempotency-Key header here: service-kit claims, stores and replays it.',
    },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      if (typeof text === 'string' && HEADERS.test(text))
        context.report({ node, messageId: 'handIdempotency' });
    };
    return {
      Literal: (node) => check(node, node.value),
      TemplateElement: (node) => check(node, node.value.cooked),
    };
  },
};
