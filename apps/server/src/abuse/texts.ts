/** Texts of the abuse review calls that the spec does not give (API errors). */
export const ABUSE_API_TEXTS = {
  noSuchItem: 'No such flagged item.',
  notClaimed: 'Nobody holds a claim on this item.',
  changedMeanwhile: 'The item changed meanwhile; reload it.',
  noSuchBatch: 'No such decision.',
  notYourBatch: 'Only the reviewer who decided can undo it.',
  undoTooLate: 'The decision can no longer be undone.',
  notAbuse: 'Only a message marked abuse can be remediated.',
  noSuchMessage: 'No such message in this chat.',
  notCustomerMessage: 'Operators report customer messages only.',
  notAgentMessage: 'Customers report agent messages only.',
  alreadyReported: 'This message has already been reported by this reporter.',
  noSuchReport: 'No such reported message.',
} as const;
