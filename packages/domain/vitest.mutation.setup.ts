import fc from 'fast-check';

// Mutation runs repeat every test hundreds of times; 25 cases per property still find the
// arithmetic mutants, which the exact examples pin down anyway.
fc.configureGlobal({ numRuns: 25 });
