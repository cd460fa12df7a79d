// The dialogue corpora the demo case is trained and evaluated on, read from their published
// formats: PersonaChat as processed by the GEIA authors (a JSON list of dialogues with
// `your_persona`, `partner_persona` and `conv`) and Synthetic-Persona-Chat (CSV with the two
// users' personas and `Best Generated Conversation`, one "User N: ..." line per turn).
#pragma once

#include "eval/beir.h"

#include <QStringList>

#include <utility>
#include <vector>

namespace unembed {

struct Dialogue {
    QStringList personas; // both speakers' persona lines, without the "my persona: " prefix
    QStringList turns;    // the utterances in order, without speaker labels
};

// Throw InputError naming the file and, where it applies, the dialogue (1-based) or CSV line.
std::vector<Dialogue> readPersonaChatJson(const QString& path);
// Lines that are not "User 1: ..." or "User 2: ..." (with stray leading '*' tolerated) continue
// the turn before them.
std::vector<Dialogue> readSyntheticPersonaChatCsv(const QString& path);

// Every turn and persona line, in corpus order.
QStringList dialogueTexts(const std::vector<Dialogue>& dialogues, bool withPersonas);
// (utterance, reply) for every pair of consecutive turns.
std::vector<std::pair<QString, QString>> replyPairs(const std::vector<Dialogue>& dialogues);
// (turn 2k, turn 2k + 1) only: no text is both an utterance and a reply, so a symmetric embedder
// cannot match an utterance to its own copy among the replies (what evaluation needs; with
// every consecutive pair, the reply of pair i is the utterance of pair i + 1).
std::vector<std::pair<QString, QString>> disjointReplyPairs(const std::vector<Dialogue>& dialogues);

// The response-retrieval set of the demo: each utterance of disjointReplyPairs is a query whose
// one relevant document (relevance 1) is its reply; the corpus holds every distinct reply once.
BeirSet replyRetrievalSet(const std::vector<Dialogue>& dialogues);

// A turn expresses a persona line of its dialogue when they share at least two content words
// (letters and digits, lower-cased, NLTK stop words left out) and those cover at least half of the
// persona line's content words: "i have a pet turtle that i love ! his name is timothy" expresses
// "i have a turtle named timothy." (turtle, timothy). PersonaChat aligns no turn to the persona
// line it draws on; this lexical rule is the demo's own, stated wherever its figures appear.
bool expressesPersonaLine(const QString& turn, const QString& personaLine);
// (turn, persona line) for every turn and every persona line of its dialogue that it expresses.
std::vector<std::pair<QString, QString>> personaFactPairs(const std::vector<Dialogue>& dialogues);
// The persona-fact retrieval set: each turn that expresses a persona line of its dialogue is a
// query, relevant (1) to each line it expresses; the corpus holds every distinct persona line of
// the dialogues once, so the other dialogues' lines are the distractors.
BeirSet personaFactRetrievalSet(const std::vector<Dialogue>& dialogues);

} // namespace unembed
