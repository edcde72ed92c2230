/** What /api/admin/* answers (issue 7, section 4): the shapes the server declares in common/. */
export type {
  AdminApplication,
  AdminApplicationSummary,
  AdminAuditEntry as AuditEntry,
  AdminList as Page,
  AdminOrder,
  AdminRating,
  AdminStats,
  AdminUser,
  ApplicationStatus,
} from '@darsak/common';
