export { createPromptQueue, type Prompt, type PromptQueue } from './prompt-queue';
export { promptsOf } from './prompts-of';
export { modalPrompt } from './modal-prompt';
