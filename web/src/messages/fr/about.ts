import type { about as en } from '../en/about';
import type { Localized } from '../types';

/** French texts of the about area. */
export const about = {
  title: 'À propos de Darsak',
  tagline: 'Créé par des étudiants universitaires au Liban, pour les étudiants universitaires au Liban.',
  navLabel: 'Sections de la page À propos',
  nav: {
    aboutUs: 'Qui sommes-nous',
    mission: 'Notre mission',
    vision: 'Notre vision',
    team: 'L’équipe',
    join: 'Rejoignez-nous',
  },
  aboutUs: {
    title: 'Qui sommes-nous',
    paragraphs: [
      'Darsak (« ta leçon » en arabe) est né dans un groupe de révision à l’Université libanaise, où les étudiants de première année se posaient toujours la même question : qui peut nous expliquer ce cours tel qu’il tombe vraiment à l’examen ?',
      'Aujourd’hui, Darsak réunit des cours en ligne classés par filière et par semestre, et une équipe de tuteurs qui ont réussi ces mêmes cours avec les meilleures notes. Vous parcourez les filières, filtrez par matière et par semestre, puis confirmez votre commande par un simple message WhatsApp, sans carte bancaire.',
    ],
    highlightsLabel: 'Ce qui distingue Darsak',
    highlights: [
      {
        title: 'Pensé pour votre filière',
        text: 'Les cours suivent les programmes de première année CSVT et MISPE, semestre après semestre.',
      },
      {
        title: 'Des tuteurs passés par là',
        text: 'Chaque tuteur est un excellent étudiant ou un diplômé qui a suivi le cours que vous suivez.',
      },
      {
        title: 'Un paiement simple et local',
        text: 'Remplissez votre panier, envoyez un message, et nous réglons le reste directement avec vous.',
      },
    ],
  },
  mission: {
    title: 'Notre mission',
    text: 'Offrir à chaque étudiant universitaire au Liban une aide abordable, claire et tournée vers les examens, pour qu’une première année difficile devienne une année réussie.',
    points: [
      'Expliquer chaque cours tel qu’il est enseigné et évalué.',
      'Garder des prix justes pour les étudiants, avec des formules semestrielles.',
      'Offrir aux étudiants talentueux un travail rémunéré et flexible de tuteur.',
    ],
  },
  vision: {
    title: 'Notre vision',
    text: 'Un pays où aucun étudiant n’abandonne un cours faute d’une bonne explication : une communauté d’apprentissage de confiance qui relie toutes les facultés du Liban, en arabe, en anglais et en français.',
    points: [
      'Couvrir toutes les grandes filières, de la première année au diplôme.',
      'Bâtir le plus grand réseau de tuteurs étudiants de la région.',
      'Mesurer notre réussite aux résultats de nos étudiants, pas aux clics.',
    ],
  },
  team: {
    title: 'L’équipe',
    intro: 'Une petite équipe d’étudiants et de jeunes diplômés qui ont à cœur de bien enseigner.',
    portraitAlt: 'Portrait de {name}',
    members: [
      {
        name: 'Nour Khalil',
        role: 'Cofondatrice · Responsable pédagogique',
        bio: 'Diplômée en biochimie, elle transforme chaque programme en cours clairs et prêts pour l’examen.',
      },
      {
        name: 'Ziad Haidar',
        role: 'Cofondateur · Opérations',
        bio: 'Il gère les commandes, les paiements et le planning pour que chaque séance commence à l’heure.',
      },
      {
        name: 'Sara Itani',
        role: 'Responsable de la réussite étudiante',
        bio: 'Elle répond à vos messages, vous oriente vers le bon tuteur et fait le point avec vous après les examens.',
      },
      {
        name: 'Jad Azar',
        role: 'Développeur principal',
        bio: 'Étudiant en informatique, il développe le site de Darsak et veille à ce qu’il reste rapide.',
      },
    ],
  },
  join: {
    title: 'Rejoignez-nous',
    text: 'Vous êtes un bon étudiant et vous aimez expliquer ? Postulez pour enseigner les cours que vous maîtrisez le mieux, fixez votre tarif horaire et choisissez vos horaires.',
    cta: 'Rejoindre l’équipe',
    contactTitle: 'Coordonnées',
  },
} as const satisfies Localized<typeof en>;
