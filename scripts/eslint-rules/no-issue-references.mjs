// Comments explain why in the repository's own words, or point to docs/decisions and docs/architecture.md:
// the tracker is not part of the repository, so a numbered reference to it tells a reader nothing.
const ISSUE_REFERENCE = /\bissues?\s*#?\d+/i;

/** @type {import('eslint').Rule.RuleModule} */
export const noIssueReferences = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments point to the repository docs, not to issue numbers.' },
    messages: {
      issueReference:
        'Say why in the comment (or point to docs/decisions, docs/architecture.md) instead of an issue number.',
    },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          if (ISSUE_REFERENCE.test(comment.value)) {
            context.report({ loc: comment.loc, messageId: 'issueReference' });
          }
        }
      },
    };
  },
};
