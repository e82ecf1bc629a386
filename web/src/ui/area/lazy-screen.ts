import { lazy, type ComponentType } from 'react';
import type { ScreenProps } from './area';

/** A screen whose module loads on first visit, so the initial bundle carries only the shell. */
export function lazyScreen<K extends string, M extends Record<K, ComponentType<ScreenProps>>>(
  load: () => Promise<M>,
  name: K,
): ComponentType<ScreenProps> {
  return lazy<ComponentType<ScreenProps>>(async () => ({ default: (await load())[name] }));
}
