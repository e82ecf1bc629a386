import { serveBulkFiles } from '../ui/serve-bulk-files';
import { readJourneySheet } from './journey-sheet';

serveBulkFiles(readJourneySheet);
