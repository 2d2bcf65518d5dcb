// Every migration, in order. Knex reads them from here, so the bundled production server needs no .ts files.
// Written by `node scripts/migrations-index.mjs`; a test checks it lists every file in this folder.
import type { Knex } from 'knex';
import * as m0 from './20261122000100_enable_pg_trgm';
import * as m1 from './20261122000200_create_blog_posts';
import * as m2 from './20261122000300_create_achievers';
import * as m3 from './20261122000400_create_placements';
import * as m4 from './20261122000500_create_gallery_images';
import * as m5 from './20261122000600_create_gallery_videos';
import * as m6 from './20261122000700_create_registration_forms';
import * as m7 from './20261122000800_create_contact_forms';
import * as m8 from './20261122000900_create_admission_applications';
import * as m9 from './20261122001000_create_prospectus_requests';
import * as m10 from './20261122001100_create_newsletter_subscriptions';
import * as m11 from './20261122001200_create_staff';
import * as m12 from './20261122001300_create_sessions';
import * as m13 from './20261122001400_create_rate_limits';
import * as m14 from './20261122001500_create_idempotency_keys';
import * as m15 from './20261122001600_create_media';
import * as m16 from './20261122060000_search_trigram_indexes';
import * as m17 from './20261123000100_content_version';
import * as m18 from './20261123000200_row_counts';
import * as m19 from './20261123000300_content_version_notify';
import * as m20 from './20261123000400_media_variants';
import * as m21 from './20261125000100_staff_roles';
import * as m22 from './20261125001000_create_sign_in_addresses';
import * as m23 from './20261125001010_idempotency_request_hash';
import * as m24 from './20261125005000_create_audit_log';
import * as m25 from './20261125005010_audit_log_append_only';
import * as m26 from './20261125005020_create_staff_password_links';
import * as m27 from './20261125006000_staff_two_factor';
import * as m28 from './20261125006010_staff_recovery_codes';
import * as m29 from './20261126100100_staff_lead_flags';
import * as m30 from './20261126100200_create_applicants';
import * as m31 from './20261126100300_submission_applicant_links';
import * as m32 from './20261126100400_leads_link_function';
import * as m33 from './20261126100500_link_existing_submissions';
import * as m34 from './20261126200100_create_mail_outbox';
import * as m35 from './20261126200200_create_mail_acknowledgements';
import * as m36 from './20261126200300_newsletter_confirmation';
import * as m37 from './20261126200400_create_scheduled_runs';
import * as m38 from './20261126200500_enquiry_alert_to_owner';
import * as m39 from './20261126300100_blog_publishing';
import * as m40 from './20261126300200_blog_post_revisions';
import * as m41 from './20261127000100_enquiry_alert_names_applicant';
import * as m42 from './20261127100100_leads_link_key_collation';
import * as m43 from './20261127100200_applicants_untouched_index';
import * as m44 from './20261127100300_applicant_counts';
import * as m45 from './20261127300100_blog_slugs_seo';
import * as m46 from './20261127400100_create_events';
import * as m47 from './20261127500100_submission_consents';
import * as m48 from './20261127500200_create_data_requests';
import * as m49 from './20261128100100_create_data_access';
import * as m50 from './20261128200100_guardian_consent';
import * as m51 from './20261128300100_count_slots_per_transaction';
import * as m52 from './20261129100100_applicant_search';
import * as m53 from './20261130100100_notifications_name_schema';
import * as m54 from './20261201100100_two_factor_reset';
import * as m55 from './20261201400100_phone_only_possible_duplicates';
import * as m56 from './20261201500100_create_site_settings';
import * as m57 from './20261201600100_newsletter_not_leads';
import * as m58 from './20261202100100_counsellor_calls';
import * as m59 from './20261202300100_applicant_bulk_changes';
import * as m60 from './20261202400100_applicant_furthest_stage';
import * as m61 from './20261202500100_applicant_imports';
import * as m62 from './20261202500200_applicant_entries';
import * as m63 from './20261202600100_likely_duplicates';
import * as m64 from './20261202600200_likely_duplicate_candidates';
import * as m65 from './20261203000100_content_languages';
import * as m66 from './20261203200100_open_days_link_by_trigger';
import * as m67 from './20261204900100_whatsapp_templates_bengali_hindi';
import * as m68 from './20261205000100_applicant_link_from_declarations';
import * as m69 from './20261206000100_form_post_plans';

const migrations: Record<string, Knex.Migration> = {
  '20261122000100_enable_pg_trgm': m0,
  '20261122000200_create_blog_posts': m1,
  '20261122000300_create_achievers': m2,
  '20261122000400_create_placements': m3,
  '20261122000500_create_gallery_images': m4,
  '20261122000600_create_gallery_videos': m5,
  '20261122000700_create_registration_forms': m6,
  '20261122000800_create_contact_forms': m7,
  '20261122000900_create_admission_applications': m8,
  '20261122001000_create_prospectus_requests': m9,
  '20261122001100_create_newsletter_subscriptions': m10,
  '20261122001200_create_staff': m11,
  '20261122001300_create_sessions': m12,
  '20261122001400_create_rate_limits': m13,
  '20261122001500_create_idempotency_keys': m14,
  '20261122001600_create_media': m15,
  '20261122060000_search_trigram_indexes': m16,
  '20261123000100_content_version': m17,
  '20261123000200_row_counts': m18,
  '20261123000300_content_version_notify': m19,
  '20261123000400_media_variants': m20,
  '20261125000100_staff_roles': m21,
  '20261125001000_create_sign_in_addresses': m22,
  '20261125001010_idempotency_request_hash': m23,
  '20261125005000_create_audit_log': m24,
  '20261125005010_audit_log_append_only': m25,
  '20261125005020_create_staff_password_links': m26,
  '20261125006000_staff_two_factor': m27,
  '20261125006010_staff_recovery_codes': m28,
  '20261126100100_staff_lead_flags': m29,
  '20261126100200_create_applicants': m30,
  '20261126100300_submission_applicant_links': m31,
  '20261126100400_leads_link_function': m32,
  '20261126100500_link_existing_submissions': m33,
  '20261126200100_create_mail_outbox': m34,
  '20261126200200_create_mail_acknowledgements': m35,
  '20261126200300_newsletter_confirmation': m36,
  '20261126200400_create_scheduled_runs': m37,
  '20261126200500_enquiry_alert_to_owner': m38,
  '20261126300100_blog_publishing': m39,
  '20261126300200_blog_post_revisions': m40,
  '20261127000100_enquiry_alert_names_applicant': m41,
  '20261127100100_leads_link_key_collation': m42,
  '20261127100200_applicants_untouched_index': m43,
  '20261127100300_applicant_counts': m44,
  '20261127300100_blog_slugs_seo': m45,
  '20261127400100_create_events': m46,
  '20261127500100_submission_consents': m47,
  '20261127500200_create_data_requests': m48,
  '20261128100100_create_data_access': m49,
  '20261128200100_guardian_consent': m50,
  '20261128300100_count_slots_per_transaction': m51,
  '20261129100100_applicant_search': m52,
  '20261130100100_notifications_name_schema': m53,
  '20261201100100_two_factor_reset': m54,
  '20261201400100_phone_only_possible_duplicates': m55,
  '20261201500100_create_site_settings': m56,
  '20261201600100_newsletter_not_leads': m57,
  '20261202100100_counsellor_calls': m58,
  '20261202300100_applicant_bulk_changes': m59,
  '20261202400100_applicant_furthest_stage': m60,
  '20261202500100_applicant_imports': m61,
  '20261202500200_applicant_entries': m62,
  '20261202600100_likely_duplicates': m63,
  '20261202600200_likely_duplicate_candidates': m64,
  '20261203000100_content_languages': m65,
  '20261203200100_open_days_link_by_trigger': m66,
  '20261204900100_whatsapp_templates_bengali_hindi': m67,
  '20261205000100_applicant_link_from_declarations': m68,
  '20261206000100_form_post_plans': m69,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name],
};
