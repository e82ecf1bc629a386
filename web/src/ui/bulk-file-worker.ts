import { serveBulkFiles } from './serve-bulk-files';

// A bulk file's cells alone, for a screen that makes little of them (the bulk lookup's values).
serveBulkFiles(() => null);
