import type { Knex } from 'knex';

// Issue 34, item 4: the WhatsApp template in Bengali and Hindi beside the English one, so a counsellor writes to a
// family in the language they wrote to us in (server/leads/calls.ts). Written as the admissions office writes, not
// word for word; admins change them on the WhatsApp templates screen. Existing rows are left as admins keep them.
const TEMPLATES = {
  bn:
    'নমস্কার {first_name}, আমি Skyline Institute থেকে {counsellor} বলছি। {course} সম্পর্কে জানতে চাওয়ার জন্য ধন্যবাদ। ' +
    'কখন ফোনে কথা বললে আপনার সুবিধা হবে, একটু জানাবেন?',
  hi:
    'नमस्ते {first_name}, Skyline Institute से {counsellor} की ओर से यह संदेश है। {course} के बारे में पूछताछ के लिए ' +
    'धन्यवाद। आपसे फ़ोन पर बात करने के लिए कौन-सा समय ठीक रहेगा?',
};

export async function up(knex: Knex): Promise<void> {
  for (const [language, body] of Object.entries(TEMPLATES))
    await knex.raw('INSERT INTO whatsapp_templates (language, body) VALUES (?, ?) ON CONFLICT (language) DO NOTHING', [
      language,
      body,
    ]);
}

export async function down(knex: Knex): Promise<void> {
  await knex('whatsapp_templates').whereIn('language', Object.keys(TEMPLATES)).delete();
}
