/** The addresses the core itself draws (spec part 1 §2 "Misc"), readable by the host without React. */
export const FEATURE_FLAGS_PATH = '/ffc';
export const OOPS_PATH = '/oops';
