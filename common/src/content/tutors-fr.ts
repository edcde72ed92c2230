import type { TutorTexts } from './types.ts';

/** French texts of the six tutors (profile, reviews, private courses, availability), keyed by tutor id. */
export const TUTOR_TEXTS_FR = {
  1: {
    name: 'Rana Haddad',
    university: 'Université libanaise',
    major: 'Biochimie',
    year: '4e année',
    bio: 'Je suis en quatrième année de biochimie à l’Université libanaise (Faculté des sciences, Hadath) et j’accompagne des étudiants de première et deuxième année depuis ma deuxième année. Je sais combien le programme CSVT paraît lourd au début : j’enseigne donc avec des schémas, des résumés courts et beaucoup d’annales. Mon objectif est simple : qu’à chaque séance vous repartiez en ayant compris le « pourquoi », pas seulement en ayant appris la réponse par cœur.',
    reviews: [
      {
        user: 'Jana K.',
        comment:
          'Rana m’a expliqué la glycolyse avec un seul schéma et tout s’est enfin éclairé. Je suis passée de 9/20 au partiel à 15/20 au final.',
      },
      {
        user: 'Ali M.',
        comment: 'Très patiente et toujours prête avec des annales. Ses résumés hebdomadaires m’ont sauvé avant les examens.',
      },
      { user: 'Lynn S.', comment: 'Les mécanismes de chimie organique me faisaient peur. Après quatre séances, je les résolvais seule.' },
      {
        user: 'Hussein D.',
        comment: 'Claire, organisée, et elle répond aux questions sur WhatsApp entre les séances. Je recommande vivement.',
      },
    ],
    privateCourses: [
      {
        title: 'Stage intensif de biologie cellulaire',
        description:
          'Cinq séances sur la cellule, les membranes, les organites et le cycle cellulaire, avec un entraînement sur annales pour finir.',
      },
      {
        title: 'Résolution d’exercices de chimie organique',
        description: 'Mécanismes réactionnels, nomenclature et stéréochimie travaillés sur de vrais sujets d’examen CSVT.',
      },
      {
        title: 'Révision de l’examen final (biochimie)',
        description: 'Deux heures de révision ciblée des voies métaboliques et de la cinétique enzymatique, la semaine avant les examens.',
      },
    ],
    availability: [
      { day: 'Lundi', time: '16 h – 19 h' },
      { day: 'Mercredi', time: '16 h – 19 h' },
      { day: 'Jeudi', time: '17 h – 20 h' },
      { day: 'Samedi', time: '10 h – 14 h' },
    ],
  },
  2: {
    name: 'Karim Nassar',
    university: 'Université libanaise',
    major: 'Informatique',
    year: '3e année',
    bio: 'Étudiant en troisième année d’informatique à l’Université libanaise et assistant du TP d’initiation à la programmation. J’aide les étudiants à écrire leurs premiers programmes en C et en Python, à comprendre les structures de données et à se sentir à l’aise avec les mathématiques discrètes. Les séances sont pratiques : nous écrivons et déboguons du code ensemble, pour que vous preniez les bons réflexes qui facilitent examens et projets.',
    reviews: [
      {
        user: 'Maria T.',
        comment:
          'Grâce à Karim, les pointeurs et les listes chaînées ont enfin un sens. Nous avons débogué mon projet ensemble et j’ai compris chaque ligne.',
      },
      {
        user: 'Ahmad R.',
        comment:
          'Il sait découper un problème en petites étapes. Les démonstrations de maths discrètes me font beaucoup moins peur maintenant.',
      },
      {
        user: 'Yara F.',
        comment:
          'Flexible sur les horaires pendant la semaine d’examens et toujours à l’heure. Les fiches d’exercices étaient très utiles.',
      },
      {
        user: 'Elie B.',
        comment: 'Excellentes explications de la récursivité. Il va parfois vite, mais il ralentit dès qu’on le lui demande.',
      },
      { user: 'Rayan H.', comment: 'Il m’a aidé à valider Analyse I après un premier échec. Chaque séance en valait la peine.' },
    ],
    privateCourses: [
      {
        title: 'Programmer en partant de zéro (C et Python)',
        description: 'Variables, boucles, fonctions et tableaux à travers de petits exercices, pour ceux qui n’ont jamais codé.',
      },
      {
        title: 'Soutien aux TP de structures de données',
        description: 'Listes chaînées, piles, files et arbres implémentés pas à pas, avec de l’aide pour préparer vos rendus de TP.',
      },
      {
        title: 'Atelier de démonstrations en mathématiques discrètes',
        description:
          'Logique, ensembles, récurrence et dénombrement : apprenez à rédiger des démonstrations propres sur le type de questions posées aux examens.',
      },
    ],
    availability: [
      { day: 'Mardi', time: '18 h – 21 h' },
      { day: 'Jeudi', time: '18 h – 21 h' },
      { day: 'Vendredi', time: '15 h – 18 h' },
      { day: 'Dimanche', time: '11 h – 15 h' },
    ],
  },
  3: {
    name: 'Maya Khoury',
    university: 'Université américaine de Beyrouth',
    major: 'Chimie',
    year: '4e année',
    bio: 'Étudiante en chimie à l’AUB et tutrice au centre d’apprentissage de l’université depuis deux ans. J’aime transformer la stœchiométrie, les équilibres et la thermodynamique en méthodes pas à pas, réutilisables sur n’importe quelle question d’examen. Chaque séance se termine par un petit quiz, pour que nous sachions toutes les deux ce qui est acquis et ce qu’il faut revoir.',
    reviews: [
      { user: 'Nour A.', comment: 'Maya m’a enfin fait comprendre les constantes d’équilibre. Ses fiches de synthèse valent de l’or.' },
      { user: 'Georges H.', comment: 'Des séances structurées, beaucoup de pratique, et elle vérifie toujours qu’on a vraiment compris.' },
      { user: 'Sara M.', comment: 'Elle m’a fait passer d’un échec au premier partiel à un B+ en chimie générale.' },
      {
        user: 'Mohamad K.',
        comment: 'Très forte aussi sur les questions de comptes rendus de TP. Parfois complète avant les examens : réservez tôt.',
      },
    ],
    privateCourses: [
      {
        title: 'Les bases de la chimie générale',
        description:
          'Atomes, moles, stœchiométrie et solutions repris depuis le début, avec une série d’exercices corrigés à chaque séance.',
      },
      {
        title: 'Atelier thermodynamique et équilibres',
        description: 'Enthalpie, entropie, enthalpie libre et constantes d’équilibre travaillées sur des exercices de type examen.',
      },
    ],
    availability: [
      { day: 'Lundi', time: '17 h – 20 h' },
      { day: 'Mardi', time: '15 h – 18 h' },
      { day: 'Samedi', time: '9 h – 13 h' },
    ],
  },
  4: {
    name: 'Omar Fakhoury',
    university: 'Université Saint-Joseph',
    major: 'Mathématiques',
    year: 'Diplômé',
    bio: 'Titulaire d’un master de mathématiques appliquées de l’USJ, j’enseigne l’analyse et l’algèbre linéaire aux étudiants de première année depuis quatre ans. J’explique en anglais, en français ou en arabe, selon ce qui vous aide le plus, et je mise sur la méthode : comment attaquer un problème quand on ne sait pas par où commencer.',
    reviews: [
      {
        user: 'Christelle N.',
        comment: 'Omar explique les limites et les séries avec une grande clarté. J’ai validé l’analyse avec 14/20.',
      },
      { user: 'Bilal S.', comment: 'Il passe à l’arabe quand quelque chose ne passe pas, et ça m’a beaucoup aidé.' },
      { user: 'Rita Y.', comment: 'Excellent en algèbre linéaire. Les séances débordent parfois, mais ça en vaut toujours la peine.' },
    ],
    privateCourses: [
      {
        title: 'Stage intensif d’analyse I et II',
        description: 'Limites, dérivées, intégrales et séries, avec un examen blanc chronométré à la fin de chaque chapitre.',
      },
      {
        title: 'L’algèbre linéaire en toute clarté',
        description: 'Matrices, déterminants, espaces vectoriels et diagonalisation, expliqués d’abord par des images géométriques.',
      },
      {
        title: 'Les maths pour les sciences de la vie',
        description: 'Les mathématiques dont les étudiants de CSVT ont besoin : fonctions, dérivées et statistiques de base, sans la peur.',
      },
    ],
    availability: [
      { day: 'Lundi', time: '18 h – 21 h' },
      { day: 'Mercredi', time: '18 h – 21 h' },
      { day: 'Vendredi', time: '16 h – 19 h' },
      { day: 'Dimanche', time: '10 h – 13 h' },
    ],
  },
  5: {
    name: 'Lea Saade',
    university: 'Université libano-américaine',
    major: 'Physique',
    year: '4e année',
    bio: 'Étudiante en physique à la LAU avec une mineure en informatique, et assistante des TP de mécanique de première année. Je commence chaque chapitre par une vraie expérience ou une simulation, puis nous établissons les équations ensemble : les formules cessent d’être quelque chose à apprendre par cœur.',
    reviews: [
      {
        user: 'Joe A.',
        comment: 'Lea utilise des simulations pour montrer ce que disent les équations. La mécanique est devenue amusante.',
      },
      { user: 'Hiba Z.', comment: 'Patiente et claire. L’électricité et le magnétisme ont enfin un sens pour moi.' },
      { user: 'Karl D.', comment: 'De bonnes séances de préparation aux examens, avec beaucoup d’annales.' },
    ],
    privateCourses: [
      {
        title: 'La mécanique à partir des principes',
        description: 'Cinématique, lois de Newton, travail et énergie, construits à partir d’expériences et d’exercices d’examen corrigés.',
      },
      {
        title: 'Préparation à l’examen d’électricité et de magnétisme',
        description: 'Champs, circuits et induction révisés en quatre séances, la dernière étant un examen blanc complet.',
      },
    ],
    availability: [
      { day: 'Mardi', time: '16 h – 19 h' },
      { day: 'Jeudi', time: '16 h – 19 h' },
      { day: 'Samedi', time: '14 h – 17 h' },
    ],
  },
  6: {
    name: 'Hadi Mansour',
    university: 'Université arabe de Beyrouth',
    major: 'Biologie',
    year: '3e année',
    bio: 'Étudiant en biologie à la BAU, je prépare l’entrée en médecine. J’enseigne la biologie animale et végétale et la génétique à l’aide de cartes mentales et de fiches de révision espacée que vous gardez après nos séances.',
    reviews: [
      { user: 'Fatima H.', comment: 'Les cartes mentales de Hadi m’ont permis de retenir tout le chapitre de génétique en une semaine.' },
      { user: 'Tony R.', comment: 'Sympathique et bien organisé. J’ai apprécié les fiches qu’il partage après chaque séance.' },
      { user: 'Aya K.', comment: 'De bonnes explications, même si j’aurais aimé plus de questions d’annales.' },
    ],
    privateCourses: [
      {
        title: 'La génétique pas à pas',
        description:
          'Génétique mendélienne, arbres généalogiques et problèmes de probabilités, travaillés jusqu’à devenir des automatismes.',
      },
      {
        title: 'Révision de biologie végétale et animale',
        description: 'Une révision structurée des tissus, des appareils et de la physiologie, avec une carte mentale pour chaque chapitre.',
      },
    ],
    availability: [
      { day: 'Lundi', time: '15 h – 18 h' },
      { day: 'Mercredi', time: '15 h – 18 h' },
      { day: 'Dimanche', time: '12 h – 16 h' },
    ],
  },
} as const satisfies TutorTexts;
