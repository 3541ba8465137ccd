import type { VemoIndex } from "../indexing/create-index.ts";
import { findAnswerMoments, type AnswerMoment } from "./answer-moment.ts";
import { withAnswerType } from "./answer-type.ts";
import { buildQuestionTerms } from "./question-terms.ts";
import { fuseWithEmbeddings, scorePassages } from "./relevance.ts";

export interface Retrieval {
  /** Relevance of every passage of the Vemo to the question. */
  relevance: Float64Array;
  /** The best few moments of each video that matches, best first across videos. */
  moments: AnswerMoment[];
  /** Ids of the document passages (PDF pages, web sections) that match, best first. */
  documentPassages: number[];
}

export interface RetrieveOptions {
  /** Embedding of the question, used when the index holds passage embeddings. */
  questionEmbedding?: number[];
}

/** Ranks the Vemo's passages for a question and finds, in each video, where the answer begins. */
export function retrieve(index: VemoIndex, question: string, options: RetrieveOptions = {}): Retrieval {
  let relevance = withAnswerType(
    index.passages.map((passage) => passage.text),
    question,
    scorePassages(index, buildQuestionTerms(index, question)),
    index.profile.answerTypeWeight,
  );
  if (options.questionEmbedding && index.embeddings?.length === index.passages.length) {
    const similarity = index.embeddings.map((embedding) => cosine(embedding, options.questionEmbedding!));
    relevance = fuseWithEmbeddings(relevance, similarity, index.profile.embeddingWeight);
  }
  const moments: AnswerMoment[] = index.sources
    .flatMap((source, i) =>
      source.kind === "video" ? findAnswerMoments(index, i, relevance, index.profile.moments.perAnswer) : [],
    )
    .sort((a, b) => b.score - a.score);
  const documentPassages = index.passages
    .filter((passage) => passage.kind !== "video" && relevance[passage.id]! > 0)
    .sort((a, b) => relevance[b.id]! - relevance[a.id]!)
    .map((passage) => passage.id);
  return { relevance, moments, documentPassages };
}

function cosine(a: number[], b: number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    dot += a[i]! * b[i]!;
    normA += a[i]! * a[i]!;
    normB += b[i]! * b[i]!;
  }
  return normA > 0 && normB > 0 ? dot / Math.sqrt(normA * normB) : 0;
}
