import { serveBulkFiles } from '../../ui/serve-bulk-files';
import { readCompanySheet } from './company-sheet';

serveBulkFiles(readCompanySheet);
