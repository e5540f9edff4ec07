// What clients come to each service with: their situation in their own words, and what we would
// build. The service pages show them, and the chatbot finds a service by a visitor's situation
// through them. Plain data.
import type { ServiceSlug } from './service-cards';

/** A situation a client brings to a service, as they would tell it, and what we would build. */
export interface ClientNeed {
  /** The kind of client: "Dental clinic". */
  who: string;
  /** Their situation, in their words. */
  need: string;
  /** What we would build for it. */
  build: string;
}

export const clientNeeds: Record<ServiceSlug | 'data-analytics', ClientNeed[]> = {
  'artificial-intelligence': [
    {
      who: 'Insurance claims team',
      need: 'Claim forms reach us as scans, photos and long emails. Our handlers spend most of the morning typing details in before they can even start on a claim.',
      build:
        'A document reader that pulls policy numbers, dates and amounts from claim forms and fills in the claims system.',
    },
    {
      who: 'Online fashion retailer',
      need: 'Our support inbox fills up overnight with the same questions about deliveries and returns. Customers wait a day for answers a person could give in seconds.',
      build:
        'A customer assistant that answers order, delivery and returns questions around the clock and hands tricky cases to staff.',
    },
    {
      who: 'Commercial law firm',
      need: 'Before every acquisition someone has to read hundreds of contracts looking for the same few clauses. Our junior lawyers lose whole weeks to it.',
      build:
        'A contract review tool that finds and flags termination, liability and change-of-control clauses for a lawyer to check.',
    },
    {
      who: 'Building society',
      need: 'A few card payments every week turn out to be fraud, and we usually hear about it when the customer rings us.',
      build:
        'A fraud detection model that scores each card payment as it happens and holds suspicious ones for review.',
    },
    {
      who: 'Packaging manufacturer',
      need: "When one machine on the line breaks down, the whole line stops. We'd much rather know it is coming.",
      build:
        'A predictive maintenance model that reads machine sensor data and warns engineers of likely breakdowns before they happen.',
    },
    {
      who: 'Local council',
      need: 'Residents write in about everything from potholes to missed bins, and it all lands in one inbox. Sorting it by hand keeps a whole team busy.',
      build:
        'A triage service that reads each message, works out its topic and urgency, and routes it to the right department.',
    },
    {
      who: 'GP surgery',
      need: 'Our doctors type up notes after every appointment. Most evenings they finish late, and it eats into time with patients.',
      build:
        'A speech-to-text assistant that drafts consultation notes from the conversation for the doctor to check and sign.',
    },
    {
      who: 'News publisher',
      need: 'Readers come for one article and then leave. We have years of good stories that they never find.',
      build:
        'A recommendation engine that suggests related articles and podcasts to each reader, based on what they have read before.',
    },
  ],
  'web-development': [
    {
      who: 'Physiotherapy practice',
      need: 'Our receptionists spend the day on the phone booking appointments. Patients want to book in the evening, after work.',
      build:
        'An online booking system linked to the practice calendar, with text message reminders and easy rescheduling.',
    },
    {
      who: 'Restaurant group',
      need: "We take collection orders over the phone and get them wrong when it's busy. Customers want to see the menu and pay before they arrive.",
      build:
        'An online ordering site with menus for each branch, card payment and orders sent straight to the kitchen.',
    },
    {
      who: 'Letting agency',
      need: "Tenants call us about repairs and we lose track of who reported what. Landlords keep asking us for updates we don't have.",
      build:
        'A tenant and landlord portal where repairs are reported with photos and tracked until they are fixed.',
    },
    {
      who: 'University admissions office',
      need: 'Applicants email us their documents, and our staff chase the missing ones one by one.',
      build:
        "An applications portal where applicants upload documents, see what is still missing and follow their application's progress.",
    },
    {
      who: 'Wholesale food supplier',
      need: 'Our trade customers still order by email and phone. Staff retype every order, and mistakes creep in at the busiest times.',
      build:
        'A trade ordering platform with customer-specific prices, quick repeat orders and a direct link to the stock system.',
    },
    {
      who: 'Early-stage start-up',
      need: 'Our first customers run everything through a spreadsheet we built for them. Now we need something we can sell to hundreds more.',
      build:
        'A subscription platform with sign-up, billing, user accounts and the core workflow rebuilt as a secure web application.',
    },
    {
      who: 'Animal welfare charity',
      need: "Most donations still arrive by cheque, and younger supporters ask why they can't just give by card. Volunteers sign up on paper forms.",
      build:
        'A charity website with online donations, Gift Aid declarations and volunteer sign-up feeding straight into the supporter database.',
    },
    {
      who: 'Recruitment agency',
      need: 'CVs land in a shared inbox and clients ask for shortlists by email. Nobody can see at a glance where each vacancy stands.',
      build:
        'A recruitment portal where candidates apply, clients review shortlists and consultants track every placement in one place.',
    },
  ],
  'mobile-development': [
    {
      who: 'Energy network operator',
      need: 'Our inspectors check substations and power lines in remote places with no signal. Everything goes on paper and gets typed up days later.',
      build:
        'A tablet app for inspectors with offline checklists, photos and location tagging that syncs once back in signal.',
    },
    {
      who: 'Gym chain',
      need: 'Members ring the front desk to book classes and then forget to cancel, so popular sessions run half empty.',
      build:
        "A members' app for booking and cancelling classes, with waiting lists and push notification reminders.",
    },
    {
      who: 'Parcel courier',
      need: 'Drivers phone the office when a parcel is delivered, and customers phone us to ask where it is.',
      build:
        'A driver app with route lists, barcode scanning and photo proof of delivery, sending live updates to customers.',
    },
    {
      who: 'Home care provider',
      need: 'Our carers visit people at home and write notes on paper that stay in the house. Families and the office never see them.',
      build:
        'A carer app with visit schedules, location check-in and care notes shared securely with the office and families.',
    },
    {
      who: 'Arable farm',
      need: 'Our workers record spraying and harvests in notebooks out in the fields. Inspectors ask for those records, and half of them have gone missing.',
      build:
        'An offline app for logging field work with GPS location and photos, producing records ready for inspection.',
    },
    {
      who: 'Coffee chain',
      need: 'Our loyalty cards are paper stamp cards. Customers lose them, and we have no idea who keeps coming back.',
      build:
        'A loyalty app with digital stamps, a wallet card, order-ahead and offers sent by push notification.',
    },
    {
      who: 'Town council',
      need: 'People tell us about fly-tipping and broken street lights, but they can rarely say exactly where the problem is.',
      build:
        'A reporting app that lets residents photograph a problem, pin it on a map and follow its progress.',
    },
    {
      who: 'Conference organiser',
      need: "We print a programme every year, and it's out of date the moment sessions start moving around.",
      build:
        'An event app with the live programme, a personal agenda, venue maps and alerts when sessions change.',
    },
  ],
  'game-development': [
    {
      who: 'Secondary school',
      need: 'Our pupils find fractions and equations dull. Homework comes back half done, if it comes back at all.',
      build:
        'A maths learning game with levels and rewards, plus a teacher view showing which topics each class finds hard.',
    },
    {
      who: 'Teaching hospital',
      need: "New nurses need to practise handling emergencies, but we can't pause a real ward to train them.",
      build:
        'A training simulation where nurses work through realistic emergencies, make decisions and get feedback on every choice.',
    },
    {
      who: 'Chemicals manufacturer',
      need: 'Safety induction for new starters is a slideshow and a signature. By Friday, most of it is forgotten.',
      build:
        'A 3D factory-floor game where new starters spot hazards and practise procedures before they step onto the line.',
    },
    {
      who: 'Natural history museum',
      need: 'Families walk straight past our galleries on the way to the café. Children want something to do with their hands.',
      build:
        'An interactive touch-screen installation where children excavate and rebuild fossils, linked to the exhibits around it.',
    },
    {
      who: 'Soft drinks brand',
      need: "We're launching a new drink this summer. We want people talking about it, not scrolling past yet another advert.",
      build:
        'A short browser game for the launch campaign, with a leaderboard, weekly prizes and easy sharing with friends.',
    },
    {
      who: 'Retail bank',
      need: 'Our call centre staff dread the yearly compliance modules. Completion is always late and the answers rarely stick.',
      build:
        'Gamified compliance training with points, levels and team leaderboards, built around real situations from the call centre.',
    },
    {
      who: 'Board game publisher',
      need: 'Our strategy title has loyal fans, and they keep asking how they can play with friends who live far away.',
      build:
        'A digital adaptation for phones and computers, with online matches against friends and an interactive tutorial for new players.',
    },
    {
      who: 'Professional football club',
      need: "Between matches our younger supporters drift off to other things. We'd like to keep them with us all week.",
      build:
        "A football manager mini-game for supporters, with the club's own squad, weekly challenges and prizes on match days.",
    },
  ],
  'data-analytics': [
    {
      who: 'Fashion retail chain',
      need: "Every Monday our managers wait for a spreadsheet of last week's sales. By the time it arrives, it's too late to act.",
      build:
        'Live sales dashboards by store, region and product, fed automatically from the tills and the online shop.',
    },
    {
      who: 'Hospital group',
      need: 'Each department counts waiting times its own way, so the board gets three different answers to the same question.',
      build:
        'One agreed set of waiting-time measures in a data warehouse, with a board report every department trusts.',
    },
    {
      who: 'Warehousing and transport firm',
      need: "We never know how many pickers and drivers we'll need next week until the orders are already in.",
      build:
        'A demand forecast by depot and day, built on past volumes and seasonal patterns, feeding the staff rota.',
    },
    {
      who: 'Insurance broker',
      need: 'Our finance team spends the first week of every month copying figures between systems to build the management pack.',
      build:
        'Automated pipelines into a cloud data warehouse and a monthly management report that refreshes itself.',
    },
    {
      who: 'Hotel group',
      need: "We can see bookings and we can see guest reviews, but never side by side. We honestly don't know which hotels are doing well.",
      build:
        'A performance dashboard combining bookings, room rates, guest reviews and costs for every hotel in the group.',
    },
    {
      who: 'Software start-up',
      need: "Customers cancel and we only notice when revenue dips. We'd like to see it coming and understand why.",
      build:
        'A churn analysis and forecast showing which accounts are at risk and the usage patterns behind it.',
    },
    {
      who: 'Energy supplier',
      need: 'Our customer records are full of duplicates and old addresses. Bills and letters keep going to the wrong people.',
      build:
        'A data quality audit with fixes for duplicates and gaps, plus automated checks that catch new errors early.',
    },
    {
      who: 'Youth sports charity',
      need: 'Funders ask us for impact figures, and we piece them together from spreadsheets kept by different teams. Nobody quite agrees on the totals.',
      build:
        'A shared set of impact KPIs and a funder-ready report generated from one clean, agreed source of data.',
    },
  ],
};
