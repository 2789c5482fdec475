/**
 * What other modules (and operator tooling) may use of quests: create one (with its ladder in every currency),
 * and roll an ended instance of a series on (the scheduler's job does it on its own).
 */
export { createQuest, type NewQuest } from './create-quest';
export { rollQuest } from './series';
