/** What other features may use of the audit: the current request's trail, to record their changes. */
export { recordAudit } from './audit';
export { type Audit, type AuditChange, auditOf } from './trail';
