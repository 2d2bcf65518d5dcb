// Demo blog posts written by the institute's faculty and placement staff; dates are given as days before loading.
import type { BlogCategory } from '../common/enums';

export type DemoBlogPost = {
  title: string;
  excerpt: string;
  content: string;
  category: BlogCategory;
  tags: string[];
  author: string;
  author_image: string;
  image: string;
  daysAgo: number;
  read_time: string;
  views: number;
  likes: number;
  is_featured: boolean;
};

const AUTHORS = {
  ananya: { author: 'Ananya Chakraborty', author_image: '/images/demo/people/ananya-chakraborty.webp' },
  rajesh: { author: 'Rajesh Sharma', author_image: '/images/demo/people/rajesh-sharma.webp' },
  priya: { author: 'Priya Gurung', author_image: '/images/demo/people/priya-gurung.webp' },
  sourav: { author: 'Sourav Banerjee', author_image: '/images/demo/people/sourav-banerjee.webp' },
  meenakshi: { author: 'Meenakshi Roy', author_image: '/images/demo/people/meenakshi-roy.webp' },
} as const;

const cover = (name: string) => `/images/demo/blog/${name}.jpg`;

export const DEMO_BLOG_POSTS: DemoBlogPost[] = [
  {
    title: 'How to Crack a Cabin Crew Interview: A Step-by-Step Guide',
    excerpt:
      'From the grooming round to the final HR interview, here is what airlines look for at every stage of cabin crew selection, and how our students prepare for it.',
    category: 'aviation',
    tags: ['cabin crew', 'interview', 'airlines', 'grooming'],
    ...AUTHORS.ananya,
    image: cover('cabin-crew-interview'),
    daysAgo: 9,
    read_time: '7 min read',
    views: 2841,
    likes: 212,
    is_featured: true,
    content: `<h2>Why cabin crew selection feels so tough</h2>
<p>Every time an Indian airline announces a cabin crew drive, thousands of young people queue up in Kolkata, Guwahati and Bagdogra for a few hundred seats. The selection is long, and most candidates are eliminated in the first hour, not because they lack talent but because they walk in <strong>unprepared for the format</strong>. Knowing the stages in advance is half the battle.</p>
<h2>The usual stages of selection</h2>
<ol>
<li><strong>Registration and document check:</strong> original marksheets, identity proof, passport (or proof that you have applied) and recent photographs.</li>
<li><strong>Grooming and height check:</strong> recruiters look at posture, skin and hair care, nails, uniform-readiness and a healthy weight for your height.</li>
<li><strong>Group discussion or group activity:</strong> a short topic, often about customer service or current affairs, to see how you listen and speak in a team.</li>
<li><strong>Written or online test:</strong> English grammar, comprehension and simple reasoning.</li>
<li><strong>Personal interview:</strong> a panel asks about you, your family, why you want to fly and how you would handle a difficult passenger.</li>
<li><strong>Medical examination:</strong> eyesight, hearing and general fitness, done after a conditional offer.</li>
</ol>
<h2>What recruiters are really looking for</h2>
<p>Airlines hire cabin crew first for <em>safety</em> and only then for service. A recruiter wants to see someone who stays calm, follows procedure and can take charge of forty passengers in an emergency. Warmth matters, but a confident, clear voice matters more.</p>
<h3>Answers that work</h3>
<ul>
<li>Keep your introduction under one minute: name, hometown, education, one strength and why you chose aviation.</li>
<li>Use real examples. "I managed the help desk at our college fest" beats "I am a people person".</li>
<li>When asked about a difficult passenger, describe the steps: listen, apologise, solve, and involve the senior crew if needed.</li>
</ul>
<h2>How we prepare our students</h2>
<p>In the SPHATS and SPAM programs, students sit at least six full mock interviews before they face a real panel. Our grooming faculty works on make-up, hairstyles and uniform posture, and our English trainers run daily speaking drills. Past students now fly with IndiGo, Air India and Akasa Air; you can read some of their stories on our <a href="/placements">placements page</a>.</p>
<h2>A final checklist for the day</h2>
<ul>
<li>Carry two sets of photocopies in a clean folder.</li>
<li>Wear formal western wear or a neatly draped saree, closed shoes and minimal jewellery.</li>
<li>Eat something light, reach early and keep your phone away.</li>
</ul>
<p>If you want structured preparation, look at our <a href="/courses">aviation courses</a> or speak to our counsellors through the <a href="/contact">contact page</a>. The next batch fills quickly, so plan early.</p>`,
  },
  {
    title: 'Indian Aviation Is Hiring: What the Big Aircraft Orders Mean for Freshers',
    excerpt:
      'Indian airlines have ordered hundreds of new aircraft. Every new plane needs cabin crew, ground staff and customer service teams. Here is where the jobs will be.',
    category: 'industry',
    tags: ['aviation industry', 'jobs', 'airlines', 'freshers'],
    ...AUTHORS.rajesh,
    image: cover('indian-aviation-outlook'),
    daysAgo: 27,
    read_time: '6 min read',
    views: 1975,
    likes: 143,
    is_featured: true,
    content: `<h2>A market that keeps growing</h2>
<p>India is now one of the largest domestic aviation markets in the world, and its airlines have placed some of the biggest aircraft orders in the industry's history. Air India and IndiGo alone have ordered <strong>hundreds of new aircraft</strong> to be delivered over the next decade, while Akasa Air keeps adding planes every year. New airports and terminals are opening in smaller cities under the regional connectivity scheme.</p>
<p>For a student finishing class 12 today, this is good timing. Aircraft take years to deliver, and the people who will work on them are the ones training now.</p>
<h2>How many people does one aircraft need?</h2>
<p>A narrow-body aircraft flying several sectors a day needs far more than two pilots. Airlines usually plan for:</p>
<ul>
<li>several sets of cabin crew to cover rosters, leave and training;</li>
<li>check-in, boarding and customer service agents at each station;</li>
<li>ramp, baggage and load-control staff, often through ground handling companies;</li>
<li>reservations, sales and call-centre staff in city offices.</li>
</ul>
<p>Most of these roles are open to candidates with a 12th pass and a recognised certification, which is exactly what our <a href="/courses">SPAM and SPHATS programs</a> prepare for.</p>
<h2>Where the openings are</h2>
<h3>Airlines</h3>
<p>Cabin crew and airport customer service remain the largest hiring areas. Airlines now prefer candidates who already understand passenger handling systems and safety basics, because it shortens their own training.</p>
<h3>Ground handling companies</h3>
<p>Companies that handle baggage, ramp and passenger services for several airlines at once hire in large numbers whenever a new terminal opens.</p>
<h3>Airports</h3>
<p>Airport operators hire for terminal operations, guest services and retail. Our students' internships at Bagdogra and Kolkata airports show how quickly a terminal's staffing grows.</p>
<h2>What this means for you</h2>
<ol>
<li>Start with a skill course that includes an internship; employers value real airport hours.</li>
<li>Work on spoken English and a second language such as Hindi or Nepali.</li>
<li>Keep your documents and passport ready; drives are often announced with a week's notice.</li>
</ol>
<p>The figures above come from airline announcements and the aviation regulator; for official notices, follow the <a href="https://www.dgca.gov.in" target="_blank" rel="noopener noreferrer">DGCA website</a>. To see which of our students were hired last season, visit the <a href="/placements">placements page</a>.</p>`,
  },
  {
    title: 'Front Office Excellence: Why the Reception Desk Shapes Every Stay',
    excerpt:
      'The front desk is the first and last impression a guest takes home. Our hospitality faculty explains the skills that make a great front office associate.',
    category: 'hospitality',
    tags: ['front office', 'hotel operations', 'guest relations'],
    ...AUTHORS.priya,
    image: cover('front-office-excellence'),
    daysAgo: 44,
    read_time: '5 min read',
    views: 1264,
    likes: 88,
    is_featured: false,
    content: `<h2>The first thirty seconds</h2>
<p>A guest who has travelled six hours from Kolkata to a hotel in Darjeeling does not remember the lobby chandelier. They remember whether someone <strong>looked up, smiled and greeted them by name</strong>. The front office is the nerve centre of a hotel: it handles arrivals, departures, room allocation, billing and most guest complaints.</p>
<h2>What a front office associate does in a day</h2>
<ul>
<li>Checks in arriving guests, verifies identity documents and assigns rooms.</li>
<li>Handles reservations received by phone, e-mail and online travel agencies.</li>
<li>Coordinates with housekeeping on room status so no guest waits in the lobby.</li>
<li>Settles bills, handles foreign exchange where allowed and checks guests out.</li>
<li>Answers questions about the city, transport and sightseeing.</li>
</ul>
<h2>Skills that set you apart</h2>
<h3>Communication</h3>
<p>Clear, polite English is essential, and a second language such as Hindi, Bengali or Nepali is a real advantage in North Bengal and Sikkim, where guests come from all over India and abroad.</p>
<h3>Systems</h3>
<p>Hotels run on property management systems. Students who have practised check-in, room changes and billing on a training system start faster and make fewer mistakes in the first week.</p>
<h3>Calm under pressure</h3>
<p>Overbookings, late flights and lost luggage happen. The best associates <em>acknowledge the problem first</em>, then offer two or three options instead of a flat "no".</p>
<h2>How we train for it</h2>
<p>In our SPHM and CHM courses, students rotate through a mock front desk where faculty play demanding guests. They learn the standard check-in sequence, telephone etiquette and how to write a short incident report. Every student then completes an internship at a partner hotel, where the real learning begins.</p>
<ol>
<li>Greet within ten seconds, even if you are on the phone.</li>
<li>Use the guest's name at least twice during check-in.</li>
<li>Explain breakfast timings, Wi-Fi and checkout time before handing over the key.</li>
<li>Close with an offer of help: "Is there anything else I can arrange for you?"</li>
</ol>
<p>Interested in a front office career? Explore our <a href="/courses">hotel management courses</a> or begin your <a href="/admissions">admission</a> today.</p>`,
  },
  {
    title: 'Writing a Resume That Gets You Shortlisted for Airline and Hotel Jobs',
    excerpt:
      'Recruiters spend less than a minute on each resume. A simple structure, honest details and a good photograph make all the difference for freshers.',
    category: 'career',
    tags: ['resume', 'job search', 'freshers'],
    ...AUTHORS.sourav,
    image: cover('resume-for-freshers'),
    daysAgo: 63,
    read_time: '5 min read',
    views: 1588,
    likes: 117,
    is_featured: false,
    content: `<h2>One page, clearly organised</h2>
<p>When an airline or hotel group opens a recruitment drive, the HR team may receive thousands of resumes in a week. A fresher's resume should fit on <strong>one page</strong> and answer three questions quickly: who are you, what have you learned and where have you practised it?</p>
<h2>The structure we recommend</h2>
<ol>
<li><strong>Header:</strong> full name, phone number, a professional e-mail address and your city.</li>
<li><strong>Career objective:</strong> two lines, specific to the job. "Seeking a cabin crew position with a full-service airline" is better than a general statement.</li>
<li><strong>Education:</strong> your course first (for example, SPHATS with the institute name and year), then class 12 and class 10 with percentages.</li>
<li><strong>Training and internship:</strong> where you worked, for how long and what you actually did.</li>
<li><strong>Skills:</strong> languages, computer skills, reservation or hotel systems you have used.</li>
<li><strong>Achievements and activities:</strong> sports, NCC, college events, volunteering.</li>
</ol>
<h2>The photograph matters</h2>
<p>For customer-facing roles, most recruiters expect a passport-size photograph. Use a plain light background, formal clothes and a natural smile. Avoid selfies and heavily edited pictures.</p>
<h2>Common mistakes</h2>
<ul>
<li>Spelling errors in the company's name or your own e-mail address.</li>
<li>Listing "hard working" and "honest" without an example.</li>
<li>Copying a friend's template, including their hobbies.</li>
<li>Sending a file named <em>resume final new 2.pdf</em>. Name it after yourself.</li>
</ul>
<h2>Tailor it for every application</h2>
<p>An airline and a five-star hotel value different things. For an airline, bring your safety training and grooming forward; for a hotel, lead with your internship and guest service. It takes ten minutes to adjust the objective and the order of sections, and it shows the recruiter that you read their advertisement.</p>
<h3>Before you send it</h3>
<ul>
<li>Export as PDF and open it on a phone to check that it reads well.</li>
<li>Ask a faculty member to proofread it.</li>
<li>Keep printed copies ready for walk-in drives.</li>
</ul>
<p>Our placement cell reviews every student's resume before campus drives. If you are joining us, you will build yours in the first month; see how the process works on our <a href="/placements">placements page</a>.</p>`,
  },
  {
    title: 'Degree or Certification? Choosing Between BBA and a Skill Course After 12th',
    excerpt:
      'Should you spend three years on a BBA in Tourism, Aviation and Hospitality or start working sooner with a certification course? Our academic head compares the two paths.',
    category: 'education',
    tags: ['BBA', 'certification', 'admissions', 'after 12th'],
    ...AUTHORS.meenakshi,
    image: cover('bba-or-certification'),
    daysAgo: 81,
    read_time: '6 min read',
    views: 2213,
    likes: 164,
    is_featured: true,
    content: `<h2>Two good paths, different goals</h2>
<p>Every admission season, parents ask us the same question: is a degree better than a certification? The honest answer is that <strong>both lead to good jobs</strong>, but they suit different students and different timelines.</p>
<h2>The certification path</h2>
<p>Our certification courses, SPAM, SPTH, SPHATS, SPHM and CHM, last between six and eighteen months. They focus on job skills: passenger handling, ticketing, hotel operations, grooming and spoken English, followed by an internship.</p>
<ul>
<li><strong>Best for:</strong> students who want to start earning soon, or who are certain about a customer-facing role such as cabin crew or front office.</li>
<li><strong>Eligibility:</strong> class 12 pass from any stream.</li>
<li><strong>Outcome:</strong> entry-level roles with airlines, airports, hotels and travel companies.</li>
</ul>
<h2>The degree path</h2>
<p>The BBA and BBM in Tourism, Aviation and Hospitality are three-year university degrees. Alongside industry training, students study management, accounting, marketing and human resources.</p>
<ul>
<li><strong>Best for:</strong> students who want supervisory and management roles later, or who may study further (an MBA, for example).</li>
<li><strong>Eligibility:</strong> class 12 pass with at least 45% marks.</li>
<li><strong>Outcome:</strong> the same entry-level jobs, plus a faster route into management trainee programs and government exams that require a graduate degree.</li>
</ul>
<h2>Questions to ask yourself</h2>
<ol>
<li>Do I need to support my family within a year?</li>
<li>Am I sure about the role I want, or do I want to explore first?</li>
<li>Do I see myself as a manager in ten years?</li>
<li>Can I commit three years to study without a break?</li>
</ol>
<p>If you answered yes to the first two, a certification is likely the right start. Many of our certification alumni later complete a degree through distance learning while working. If the last two matter more, the degree gives you a stronger base.</p>
<h2>Cost and loans</h2>
<p>Fees differ between the courses, and several partner banks offer education loans for both. We have explained the loan process in a separate article in this blog.</p>
<h3>Talk to us before you decide</h3>
<p>Our counsellors at the Siliguri and Kolkata campuses meet students and parents every day except Sunday. Compare all programs on the <a href="/courses">courses page</a>, download the prospectus, or <a href="/admissions">apply online</a>.</p>`,
  },
  {
    title: 'A Day in Airport Ground Operations',
    excerpt:
      'Before a flight pushes back, dozens of ground staff have checked in passengers, loaded bags and balanced the aircraft. Follow a shift at a busy Indian airport.',
    category: 'aviation',
    tags: ['ground staff', 'airport', 'operations'],
    ...AUTHORS.ananya,
    image: cover('airport-ground-operations'),
    daysAgo: 102,
    read_time: '6 min read',
    views: 1432,
    likes: 96,
    is_featured: false,
    content: `<h2>04:30, the shift begins</h2>
<p>The first departures from Kolkata leave before sunrise, so the morning shift reports at half past four. The duty manager runs a short briefing: which flights are full, which aircraft changed, whether any passengers need wheelchairs or special meals. Ground operations is <strong>teamwork against the clock</strong>.</p>
<h2>The check-in counter</h2>
<p>Customer service agents open the counters about three hours before an international flight and two hours before a domestic one. They verify identity documents, tag baggage, issue boarding passes and handle excess baggage payments. A good agent checks in a passenger in under two minutes while staying friendly.</p>
<h2>Below the wing</h2>
<p>On the ramp, a separate team loads baggage and cargo, fuels the aircraft and connects ground power. The load controller calculates where the weight sits so that the aircraft stays within its balance limits. This document, the load and trim sheet, is signed by the captain before departure.</p>
<h3>Roles you will find on the ramp</h3>
<ul>
<li>Ramp agents and loaders</li>
<li>Load controllers and flight dispatchers</li>
<li>Ground support equipment operators</li>
<li>Aircraft marshallers</li>
</ul>
<h2>Boarding and the race to on-time departure</h2>
<p>Boarding usually starts forty minutes before departure. Gate agents scan boarding passes, make announcements and count passengers. If the count does not match the manifest, the door stays open until the difference is resolved. On-time performance is published for every airline, so every minute counts.</p>
<h2>When things go wrong</h2>
<p>Fog in winter, a delayed inbound aircraft or a technical snag can upset the whole schedule. Ground staff then rebook passengers, arrange meals or hotels according to the rules and keep people informed. This is where calm communication matters most.</p>
<ol>
<li>Inform passengers early, even if you do not yet have a new time.</li>
<li>Follow the airline's standard procedure for compensation.</li>
<li>Record every decision in the shift log.</li>
</ol>
<h2>Is this career for you?</h2>
<p>If you like fast work, uniforms and a new problem every hour, ground operations is rewarding. Our <a href="/courses">SPAM program</a> covers passenger handling, baggage rules, airport security and the basics of load control, with an internship at a working airport. Read about the standards airports follow on the <a href="https://www.aai.aero" target="_blank" rel="noopener noreferrer">Airports Authority of India website</a>.</p>`,
  },
  {
    title: 'Food and Beverage Service: The Basics Every Trainee Must Master',
    excerpt:
      'Laying a table, taking an order and serving wine without a spill: the skills that restaurants and banquets test in the first week of any internship.',
    category: 'hospitality',
    tags: ['food and beverage', 'restaurant', 'training', 'internship'],
    ...AUTHORS.priya,
    image: cover('food-and-beverage-service'),
    daysAgo: 137,
    read_time: '5 min read',
    views: 986,
    likes: 71,
    is_featured: false,
    content: `<h2>Why F&amp;B is the best training ground</h2>
<p>Food and beverage service is where most hospitality careers start. It teaches speed, teamwork and how to read a guest's mood in seconds. Many general managers of five-star hotels began as restaurant stewards, and they still say it taught them <em>everything about guests</em>.</p>
<h2>The five skills we test first</h2>
<ol>
<li><strong>Mise en place:</strong> preparing the station before service: cutlery polished, napkins folded, condiments filled.</li>
<li><strong>Table laying:</strong> the correct cover for an à la carte menu and for a table d'hôte menu.</li>
<li><strong>Order taking:</strong> suggesting dishes, noting allergies and repeating the order back.</li>
<li><strong>Service sequence:</strong> serving from the correct side, clearing without stacking plates in front of the guest.</li>
<li><strong>Billing and farewell:</strong> presenting the bill promptly and thanking the guest at the door.</li>
</ol>
<h2>Different kinds of service</h2>
<ul>
<li><strong>Restaurant service</strong>: plated or silver service in an all-day diner or a speciality restaurant.</li>
<li><strong>Banquets</strong>: weddings and conferences for hundreds of guests, served in a tight time window.</li>
<li><strong>Room service</strong>: orders to the room, where presentation and speed matter equally.</li>
<li><strong>In-flight service</strong>: the same principles in a narrow aisle, which is why our aviation students learn them too.</li>
</ul>
<h2>Hygiene comes first</h2>
<p>Every trainee learns basic food safety: handwashing, safe temperatures and how to handle allergens. Indian hotels follow the food safety rules of the national regulator, and inspectors can visit at any time.</p>
<h3>Little habits that impress supervisors</h3>
<ul>
<li>Carry a clean service cloth and a pen at all times.</li>
<li>Never say "I don't know"; say "Let me find out for you".</li>
<li>Walk with purpose and keep your station tidy during service.</li>
</ul>
<h2>From classroom to restaurant</h2>
<p>In the SPHM and CHM programs, students practise in our training restaurant before their hotel internship. They also learn the basics of beverages, coffee making and banquet set-ups. Look at photographs from recent practice sessions in our <a href="/gallery">gallery</a>, and find the full syllabus on the <a href="/courses">courses page</a>.</p>`,
  },
  {
    title: 'Tourism in North Bengal and Sikkim: Jobs Close to Home',
    excerpt:
      'The hills, forests and tea gardens around Siliguri attract visitors all year. Homestays, resorts and tour operators need trained people, and many prefer local talent.',
    category: 'industry',
    tags: ['tourism', 'North Bengal', 'Sikkim', 'homestays'],
    ...AUTHORS.rajesh,
    image: cover('north-bengal-tourism-boom'),
    daysAgo: 166,
    read_time: '6 min read',
    views: 1147,
    likes: 90,
    is_featured: false,
    content: `<h2>Siliguri, the gateway</h2>
<p>Almost every traveller heading to Darjeeling, Kalimpong, Gangtok, the Dooars or even Bhutan passes through Siliguri. Bagdogra airport and New Jalpaiguri railway station bring in visitors throughout the year, and the region's tourism economy has grown steadily. For young people in North Bengal, this means <strong>hospitality and travel jobs without moving to a metro city</strong>.</p>
<h2>Where the demand is</h2>
<h3>Hotels and resorts</h3>
<p>Large hotel groups and independent resorts have opened properties in Siliguri, Darjeeling and Gangtok. They hire for front office, food and beverage, housekeeping and sales.</p>
<h3>Homestays</h3>
<p>Homestays in the hills and the Dooars have become popular with families and young travellers. Owners increasingly look for trained staff who can manage bookings, online reviews and guest service.</p>
<h3>Tour operators and travel agencies</h3>
<p>Packages to Sikkim, Darjeeling and Bhutan are sold across India. Operators need reservation executives, tour coordinators and drivers' supervisors who know the permits, routes and seasons.</p>
<h2>Skills local employers value</h2>
<ul>
<li>Knowledge of the region: routes, travel times, permit rules and weather.</li>
<li>Languages: English, Hindi, Bengali and Nepali cover most guests.</li>
<li>Online tools: booking engines, channel managers and social media.</li>
<li>A service attitude that matches the warmth of hill hospitality.</li>
</ul>
<h2>The seasons</h2>
<p>Tourism here has two peaks, spring and autumn, with a smaller winter season in the plains and the Dooars. Many employers hire before each peak, so students who complete their course in February or August find openings quickly.</p>
<h2>How we connect students to these jobs</h2>
<ol>
<li>Industrial visits to hotels and tour operators in Siliguri and Darjeeling.</li>
<li>Internships during the peak season, when learning is fastest.</li>
<li>Campus drives with regional hotel groups and travel companies.</li>
</ol>
<p>The state tourism department publishes destination information on the <a href="https://www.wbtourism.gov.in" target="_blank" rel="noopener noreferrer">West Bengal Tourism website</a>, a useful starting point for any tourism student. If you live in North Bengal and want a career close to home, look at our <a href="/courses">SPTH program</a> at the Siliguri campus.</p>`,
  },
  {
    title: 'Grooming and Personality Development: What Recruiters Notice in the First Minute',
    excerpt:
      'Posture, handshake, voice and appearance are judged before you say a word. Simple, practical grooming habits for aviation and hospitality interviews.',
    category: 'career',
    tags: ['grooming', 'personality development', 'interview', 'soft skills'],
    ...AUTHORS.sourav,
    image: cover('grooming-and-personality'),
    daysAgo: 201,
    read_time: '5 min read',
    views: 1762,
    likes: 139,
    is_featured: true,
    content: `<h2>First impressions are fast</h2>
<p>In aviation and hospitality, you are the face of the brand. Recruiters therefore judge <strong>how you carry yourself</strong> before they read your marks. The good news is that grooming is a skill, and skills can be learned.</p>
<h2>Appearance</h2>
<ul>
<li><strong>Hair:</strong> neat and away from the face. For women, a bun or a low ponytail; for men, a short, tidy cut and a clean shave or a well-trimmed beard if the employer allows.</li>
<li><strong>Skin and make-up:</strong> a clean, natural look. Our grooming trainers teach a simple routine that lasts a full shift.</li>
<li><strong>Nails and hands:</strong> short, clean nails; neutral polish only.</li>
<li><strong>Clothes:</strong> well-fitted formals, ironed, with polished closed shoes.</li>
</ul>
<h2>Body language</h2>
<ol>
<li>Stand tall with shoulders relaxed; sit upright without leaning on the table.</li>
<li>Make eye contact with every panel member, not only the one asking questions.</li>
<li>Smile naturally when you greet and when you leave.</li>
<li>Keep your hands still and visible; avoid crossing your arms.</li>
</ol>
<h2>Voice and language</h2>
<p>A clear, moderate voice sounds confident. Speak in short sentences and pause instead of using fillers like "actually" and "basically". If you do not understand a question, it is perfectly fine to say, "Could you please repeat that?"</p>
<h3>Practise with a mirror and a phone</h3>
<p>Record a one-minute self-introduction on your phone every day for two weeks. Watch it back and note one thing to improve each time. Students who do this arrive at interviews noticeably calmer.</p>
<h2>Personality is more than looks</h2>
<p>Recruiters also look for empathy, honesty and the ability to work in a team. They may ask how you helped someone, or how you handled a disagreement with a friend. Think of <em>real stories</em> from school, college or family life before the interview.</p>
<h2>How our program helps</h2>
<p>Grooming and personality development is a weekly module in every certification course, with separate sessions for make-up, uniform wear, etiquette and public speaking. Final-year students also attend mock interviews with industry guests. See the courses that include this training on our <a href="/courses">courses page</a>, or <a href="/register">register for a free counselling session</a>.</p>`,
  },
  {
    title: 'Education Loans for Aviation and Hospitality Courses, Explained Simply',
    excerpt:
      'Fees should not stop a talented student. How education loans work, which documents banks ask for, and how our approved partner banks can help.',
    category: 'education',
    tags: ['education loan', 'fees', 'admissions', 'banks'],
    ...AUTHORS.meenakshi,
    image: cover('education-loans-explained'),
    daysAgo: 236,
    read_time: '6 min read',
    views: 1319,
    likes: 84,
    is_featured: false,
    content: `<h2>Why consider an education loan?</h2>
<p>A professional course is an investment that pays back through a salary. An education loan lets a family spread the cost over several years, and the student starts repaying only after the course ends. Banks in India treat skill courses and degrees from recognised institutes as <strong>eligible for education loans</strong>.</p>
<h2>How it works</h2>
<ol>
<li><strong>Admission first:</strong> the bank needs the admission letter and the fee structure from the institute.</li>
<li><strong>Application:</strong> the student applies with a parent or guardian as co-borrower.</li>
<li><strong>Sanction:</strong> the bank checks documents and approves an amount.</li>
<li><strong>Disbursement:</strong> fees are paid directly to the institute, usually in instalments.</li>
<li><strong>Moratorium:</strong> repayment usually starts after the course, with a short grace period.</li>
</ol>
<h2>Documents you will usually need</h2>
<ul>
<li>Admission letter and fee schedule from the institute</li>
<li>Class 10 and 12 marksheets</li>
<li>Identity and address proof of the student and co-borrower</li>
<li>Income proof of the co-borrower (salary slips, income tax returns or a business statement)</li>
<li>Bank statements of the last six months</li>
<li>Passport-size photographs</li>
</ul>
<h2>Collateral and interest</h2>
<p>For smaller amounts, many banks do not ask for collateral or a third-party guarantee; for larger loans, they may. Interest rates differ between banks and change from time to time, so compare the offers and ask about any <em>interest subsidy schemes</em> for which your family income may qualify.</p>
<h2>Apply online through the national portal</h2>
<p>The government's education loan portal lets students apply to several banks with a single form and track the application. Start at <a href="https://www.vidyalakshmi.co.in" target="_blank" rel="noopener noreferrer">Vidya Lakshmi</a>.</p>
<h3>Our approved partner banks</h3>
<p>Several public and private sector banks have approved our courses for education loans; their names are shown on our home page. Our admissions office prepares the documents the bank asks for and answers the bank's verification calls.</p>
<h2>A word of advice</h2>
<ul>
<li>Borrow only what you need for fees and essential costs.</li>
<li>Read the repayment schedule before signing.</li>
<li>Keep paying on time: a good repayment record helps your credit score for life.</li>
</ul>
<p>Have questions about fees? Start your <a href="/admissions">application</a> or reach our counsellors through the <a href="/contact">contact page</a>.</p>`,
  },
  {
    title: 'Airport Careers in North Bengal: Growth at Bagdogra',
    excerpt:
      'More flights, more airlines and a bigger terminal planned: why Bagdogra airport is creating aviation jobs for students from Siliguri and the hills.',
    category: 'aviation',
    tags: ['Bagdogra', 'airport jobs', 'North Bengal'],
    ...AUTHORS.ananya,
    image: cover('bagdogra-airport-careers'),
    daysAgo: 274,
    read_time: '5 min read',
    views: 1608,
    likes: 122,
    is_featured: false,
    content: `<h2>A busy airport for a growing region</h2>
<p>Bagdogra airport, a few kilometres from Siliguri, serves Darjeeling, Sikkim, the Dooars and visitors bound for Nepal and Bhutan. Over the past decade it has grown into one of the busiest airports in eastern India, with direct flights to Delhi, Mumbai, Bengaluru, Kolkata, Guwahati and other cities. A <strong>larger terminal has been planned</strong> to handle the growing traffic.</p>
<h2>Who works at an airport?</h2>
<p>An airport is a small city. Besides airline staff, it employs people from many organisations:</p>
<ul>
<li>Airline customer service, check-in and boarding agents</li>
<li>Ground handling staff for baggage, ramp and aircraft services</li>
<li>Airport operator staff for terminal management and guest assistance</li>
<li>Security screening support staff</li>
<li>Retail, food court and lounge teams</li>
<li>Cargo and courier handling teams</li>
</ul>
<h2>Why local students have an advantage</h2>
<p>Airlines and handling companies prefer staff who live nearby, because early and late shifts are easier to cover. Local students also speak the languages that many passengers use, including Nepali and Bengali. Our students from Siliguri, Jalpaiguri and the hills have been placed at Bagdogra after their internships.</p>
<h3>What students say about their internship</h3>
<p>Most say the first week is overwhelming: the noise, the queues and the speed. By the fourth week, they can check in a passenger, handle a baggage query and guide a first-time flyer through security. That confidence is what recruiters notice.</p>
<h2>Preparing for an airport career</h2>
<ol>
<li>Complete a recognised course in airport management or aviation services.</li>
<li>Learn the basics of airline reservation systems and baggage rules.</li>
<li>Build physical stamina: shifts involve long hours on your feet.</li>
<li>Keep your identity documents ready for airport entry permits.</li>
</ol>
<h3>A tip from our placement cell</h3>
<p>Airport recruiters often call candidates for an interview at very short notice, sometimes for the next morning. Keep a clean set of formal clothes ready, save your documents in one folder and answer unknown numbers politely during the placement season.</p>
<p>Our <a href="/courses">SPAM course</a> at the Siliguri campus includes an airport internship and regular industrial visits. See photographs from our last visit in the <a href="/gallery">gallery</a>.</p>`,
  },
  {
    title: 'Housekeeping Standards That Guests Notice',
    excerpt:
      'A spotless room is the quiet promise every hotel makes. Inside the checklists, timings and teamwork that keep hundreds of rooms guest-ready every day.',
    category: 'hospitality',
    tags: ['housekeeping', 'hotel operations', 'standards'],
    ...AUTHORS.priya,
    image: cover('housekeeping-standards'),
    daysAgo: 316,
    read_time: '5 min read',
    views: 842,
    likes: 57,
    is_featured: false,
    content: `<h2>The department guests rarely see</h2>
<p>Housekeeping is often the largest department in a hotel. It cleans and prepares rooms, looks after public areas, manages linen and laundry and handles lost and found. Guests rarely meet the housekeeping team, but they judge the hotel by its work: <strong>a single hair on a pillow can cost a hotel a good review</strong>.</p>
<h2>How a room is prepared</h2>
<ol>
<li>Knock, announce "Housekeeping" and wait before entering.</li>
<li>Open curtains and windows, remove used linen and trash.</li>
<li>Make the bed with fresh linen using the hotel's standard fold.</li>
<li>Clean the bathroom from top to bottom and replace amenities.</li>
<li>Dust, vacuum and check every light, the TV and the air-conditioner.</li>
<li>Do a final check from the guest's point of view, then update the room status.</li>
</ol>
<h2>Standards and timings</h2>
<p>Most hotels set a target time for cleaning a checkout room and a stay-over room, and supervisors inspect a share of rooms every day. Trainees learn to work quickly without skipping steps, because a supervisor's checklist covers <em>everything</em>, including under the bed.</p>
<h3>Colour coding and hygiene</h3>
<ul>
<li>Separate cloths and gloves for bathrooms and bedrooms.</li>
<li>Chemicals diluted correctly and stored safely.</li>
<li>Linen handled so that clean and soiled items never touch.</li>
</ul>
<h2>Careers in housekeeping</h2>
<p>A room attendant with a good record can become a floor supervisor within a few years, and then an assistant executive housekeeper. Housekeeping skills are also valued in hospitals, airlines' lounges, cruise ships and facility management companies, so the career is wider than hotels alone.</p>
<h2>How we teach it</h2>
<p>In the SPHM and CHM courses, students practise bed making, bathroom cleaning and room inspection in our mock guest room. They learn to use the room status report and to communicate with the front office. The internship then puts them on real hotel floors, often in Siliguri, Darjeeling, Gangtok or Kolkata.</p>
<p>Find the full syllabus on our <a href="/courses">courses page</a> and check admission dates on the <a href="/admissions">admissions page</a>.</p>`,
  },
  {
    title: 'Group Discussions Without Fear: A Practical Guide',
    excerpt:
      'Many airline and hotel drives begin with a group discussion. How to enter the conversation, make two strong points and leave a good impression.',
    category: 'career',
    tags: ['group discussion', 'interview', 'communication'],
    ...AUTHORS.sourav,
    image: cover('group-discussion-tips'),
    daysAgo: 352,
    read_time: '5 min read',
    views: 1093,
    likes: 76,
    is_featured: false,
    content: `<h2>What a group discussion tests</h2>
<p>In a group discussion, eight to twelve candidates discuss a topic for ten to fifteen minutes while recruiters watch. They are not looking for the loudest voice. They want to see <strong>who listens, who adds something new and who helps the group reach a conclusion</strong>, exactly what a cabin crew or front office team needs.</p>
<h2>Typical topics</h2>
<ul>
<li>Should airlines charge for every checked bag?</li>
<li>Is social media good for the tourism industry?</li>
<li>The customer is always right: do you agree?</li>
<li>Should India build more airports in small towns?</li>
</ul>
<h2>A simple method</h2>
<ol>
<li><strong>Listen to the topic carefully</strong> and note two or three points in the first minute.</li>
<li><strong>Enter early</strong>, but not necessarily first. A clear second or third speaker is remembered.</li>
<li><strong>Make one point at a time</strong> with a short example.</li>
<li><strong>Build on others:</strong> "I agree with what Riya said, and I would add..."</li>
<li><strong>Invite quiet members</strong> to speak; recruiters notice leadership.</li>
<li><strong>Summarise</strong> if the group has not reached a conclusion near the end.</li>
</ol>
<h2>What to avoid</h2>
<ul>
<li>Interrupting or raising your voice.</li>
<li>Quoting figures you are not sure about.</li>
<li>Speaking in a language the group cannot follow.</li>
<li>Staying silent for the whole discussion.</li>
</ul>
<h2>How to prepare</h2>
<p>Read one newspaper every day, especially the business and travel pages. Discuss a topic with friends for ten minutes each evening and take turns being the observer who gives feedback. Over a month, you will notice that your <em>first sentence comes more easily</em>.</p>
<h3>Our practice sessions</h3>
<p>Every week, our students take part in recorded group discussions moderated by faculty. They then watch the recording and note what to improve. By the time of the campus drive, a group discussion feels like just another class.</p>
<p>Want to build these skills with us? See our programs on the <a href="/courses">courses page</a> and read about past drives on the <a href="/placements">placements page</a>.</p>`,
  },
  {
    title: 'Hotels Are Hiring Again: Where the Openings Are',
    excerpt:
      'Travel within India is at record levels and hotel groups are opening new properties in smaller cities. The departments hiring the most and what they expect from freshers.',
    category: 'industry',
    tags: ['hotel industry', 'jobs', 'hospitality careers'],
    ...AUTHORS.rajesh,
    image: cover('hotel-industry-hiring'),
    daysAgo: 401,
    read_time: '5 min read',
    views: 1377,
    likes: 102,
    is_featured: false,
    content: `<h2>A strong season for hospitality</h2>
<p>Domestic travel in India has grown strongly, driven by weddings, business travel, pilgrimages and weekend trips. Major hotel groups have announced <strong>new hotels in smaller cities and hill destinations</strong>, and existing properties are adding rooms. Every new hotel needs dozens of trained staff before it opens.</p>
<h2>Departments hiring the most</h2>
<h3>Front office and guest relations</h3>
<p>Reception, concierge and guest relations roles need good communication and system skills. Freshers with an internship are preferred.</p>
<h3>Food and beverage service</h3>
<p>Restaurants, banquets and room service hire the largest number of freshers, especially before the wedding season.</p>
<h3>Housekeeping</h3>
<p>Room attendants and public area staff are needed in every property, with clear growth paths to supervisory roles.</p>
<h3>Sales and reservations</h3>
<p>Graduates with a degree in tourism or hospitality management are hired as reservation and sales executives.</p>
<h2>What hotel recruiters expect</h2>
<ul>
<li>Completion of a recognised hotel management course</li>
<li>An internship certificate from a branded hotel</li>
<li>Neat grooming and a polite manner</li>
<li>Willingness to work shifts and relocate</li>
</ul>
<h2>Salaries and growth</h2>
<p>Starting salaries vary by city and brand, and many hotels add meals, accommodation and service charge. The real advantage is growth: a motivated associate can become a supervisor in two to three years, and hotel groups often transfer good performers to new properties with a promotion.</p>
<h2>How our placement cell works with hotels</h2>
<ol>
<li>We invite hotel HR teams for campus drives at Siliguri and Kolkata.</li>
<li>Students attend pre-placement talks to understand each brand.</li>
<li>Faculty prepare students with mock interviews and grooming checks.</li>
<li>Selected students receive offer letters, often before their course ends.</li>
</ol>
<h2>A note for families</h2>
<p>Parents sometimes worry about shift work and living away from home. Reputed hotel groups follow clear rules on working hours, transport after late shifts and staff accommodation, and our placement cell only invites employers whose terms we have checked.</p>
<p>The Ministry of Tourism publishes industry updates on <a href="https://tourism.gov.in" target="_blank" rel="noopener noreferrer">its website</a>. To see where our students were placed, visit the <a href="/placements">placements page</a>, or start your journey with our <a href="/courses">hotel management courses</a>.</p>`,
  },
];
