/** The insight shown when the summary cannot be generated, from what the dialog already knows. */
export function fallbackInsight(customerName: string, vemoTitle: string, questionCount: number): string {
  if (questionCount === 0) return `${customerName} viewed "${vemoTitle}" without asking any questions.`;
  const questions = questionCount === 1 ? "1 question" : `${questionCount} questions`;
  return `${customerName} asked ${questions} about "${vemoTitle}". Review the questions below to follow up on what matters to them.`;
}
