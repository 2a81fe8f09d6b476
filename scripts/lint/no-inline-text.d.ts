import type { Rule } from 'eslint';

/** The rule of no-inline-text.js (plain JavaScript, so that eslint.config.js loads it without a build). */
export declare const noInlineText: Rule.RuleModule;
