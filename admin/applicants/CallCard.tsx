// The top of an applicant's page, for a phone call (issue 33, item 1): who they are, Call (a tel: link to the E.164
// number), WhatsApp (click-to-chat with the admins' template filled in; opening it is recorded on the timeline),
// Log call and E-mail, then course, campus, source and campaign, and what the visitor wrote in their forms.
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import PhoneCallbackIcon from '@mui/icons-material/PhoneCallback';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CAMPUS_LABELS, courseNames } from '../../common/enums';
import { LANGUAGE_LABELS } from '../../common/languages';
import { APPLICANT_SOURCE_LABELS, LEAD_SOURCE_LABELS } from '../../common/leads';
import type { Applicant } from './api';
import { formatDay, formatWhen, StageChip, useStaffName } from './shared';

/** The campaign a lead came from, as staff read it: "diwali-2026 (facebook / cpc)". */
function campaignOf(attribution: Applicant['attribution']): string | null {
  if (!attribution) return null;
  const { utm_campaign, utm_source, utm_medium, referrer } = attribution;
  const channel = [utm_source, utm_medium].filter(Boolean).join(' / ');
  if (utm_campaign) return channel ? `${utm_campaign} (${channel})` : utm_campaign;
  return channel || (referrer ? `Referred by ${referrer}` : null);
}

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    // A long value (an e-mail address) takes the whole row on a phone rather than breaking mid-word.
    <Box sx={{ minWidth: 0, gridColumn: wide ? { xs: 'span 2', md: 'auto' } : undefined }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

export function CallCard({
  applicant,
  onLogCall,
  onWhatsApp,
}: {
  applicant: Applicant;
  onLogCall: () => void;
  /** Called as the WhatsApp link opens: the page records it. */
  onWhatsApp: () => void;
}) {
  const staffName = useStaffName();
  const course = applicant.course ? courseNames(applicant.course).name : null;
  const campus = applicant.campus
    ? (CAMPUS_LABELS[applicant.campus as keyof typeof CAMPUS_LABELS] ?? applicant.campus)
    : null;
  const campaign = campaignOf(applicant.attribution);
  const messages = applicant.submissions.filter((submission) => submission.message?.trim());
  // The latest consent staff recorded (a walk-in's, or an import's), shown where a visitor's form would be.
  const consent = [...(applicant.entries ?? [])].reverse().find((entry) => entry.consent_method);
  const action = { size: 'large', sx: { justifyContent: 'flex-start', minHeight: 48 } } as const;
  return (
    <Card component="section" aria-label="Call essentials">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography
            component="h1"
            variant="h4"
            sx={{ fontWeight: 700, fontSize: { xs: 24, sm: 32 }, overflowWrap: 'anywhere' }}
          >
            {applicant.name || applicant.email}
          </Typography>
          <StageChip stage={applicant.stage} />
        </Box>
        <Typography color="text.secondary" sx={{ mt: -1 }}>
          {[
            applicant.owner_id ? `Owner: ${staffName(applicant.owner_id, applicant.owner_name)}` : 'No owner',
            applicant.next_follow_up_at
              ? `Next follow-up ${formatWhen(applicant.next_follow_up_at)}`
              : 'No follow-up set',
            `Since ${formatDay(applicant.created_at)}`,
          ].join(' · ')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, max-content)' },
          }}
        >
          {applicant.phone_e164 ? (
            <Button
              {...action}
              variant="contained"
              href={`tel:${applicant.phone_e164}`}
              startIcon={<PhoneIcon />}
              aria-label={`Call ${applicant.phone ?? applicant.phone_e164}`}
            >
              Call
            </Button>
          ) : null}
          {applicant.whatsapp ? (
            <Button
              {...action}
              variant="outlined"
              color="success"
              href={applicant.whatsapp.url}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onWhatsApp}
              startIcon={<WhatsAppIcon />}
            >
              WhatsApp
            </Button>
          ) : null}
          <Button
            {...action}
            variant="contained"
            color="secondary"
            onClick={onLogCall}
            startIcon={<PhoneCallbackIcon />}
          >
            Log call
          </Button>
          {applicant.email ? (
            <Button {...action} variant="outlined" href={`mailto:${applicant.email}`} startIcon={<EmailIcon />}>
              E-mail
            </Button>
          ) : null}
        </Box>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          <Fact label="Phone">{applicant.phone || '—'}</Fact>
          <Fact label="Source">{applicant.source ? APPLICANT_SOURCE_LABELS[applicant.source] : '—'}</Fact>
          <Fact label="E-mail" wide>
            {applicant.email || '—'}
          </Fact>
          <Fact label="Course">{course || '—'}</Fact>
          <Fact label="Campus">{campus || '—'}</Fact>
          <Fact label="Campaign">{campaign || '—'}</Fact>
          <Fact label="Language">{LANGUAGE_LABELS[applicant.language] ?? applicant.language}</Fact>
          {consent ? (
            <Fact label="Consent" wide>
              {consent.consent_method === 'import' ? 'Vouched for at import by ' : 'Given in person to '}
              {consent.consent_recorded_by_name ?? 'staff'}, {formatWhen(consent.consent_at ?? consent.created_at)}
              {consent.consent_notice_version ? ` (notice ${consent.consent_notice_version})` : ''}
            </Fact>
          ) : null}
        </Box>
        {messages.length > 0 && (
          <Box component="section" aria-label="Their messages" sx={{ display: 'grid', gap: 1 }}>
            <Typography component="h2" variant="subtitle2" color="text.secondary">
              Their messages
            </Typography>
            {messages.map((submission) => (
              <Box
                component="blockquote"
                key={`${submission.source}-${submission.id}`}
                sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: 'primary.light' }}
              >
                <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{submission.message}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {LEAD_SOURCE_LABELS[submission.source]} form, {formatWhen(submission.created_at)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
