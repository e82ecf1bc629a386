import type { FirstQueries } from '../ui/area/area';
import { classifierQueries } from './queries';

/** What /classifier reads first: the current model. */
export const classifierFirstQueries: FirstQueries = () => [classifierQueries.model()];
