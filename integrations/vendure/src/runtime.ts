import type { Injector } from '@vendure/core';

/** The Nest injector, kept once the plugin has booted, for the parts Vendure does not construct (route, resolver). */
let current: Injector | undefined;

export const pluginInjector = {
  set: (injector: Injector) => {
    current = injector;
  },
  get: () => current,
};
