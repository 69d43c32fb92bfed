/** Online backups of the embedded database (decision 048): the job, the owner's route, the last one. */
export { adminBackupRoutes } from './routes';
export { lastBackup } from './service';
export { startBackups } from './start';
