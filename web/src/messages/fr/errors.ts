import type { errors as en } from '../en/errors';
import type { Localized } from '../types';

/** French texts of the API's errors, by the code the server sends (written by the i18n helper). */
export const errors = {
  'auth.unauthenticated': 'Vous n’êtes pas connecté.',
  'auth.failed': 'Ces identifiants ne correspondent à aucun compte.',
  'auth.throttled': 'Trop de tentatives de connexion. Réessayez dans {seconds} secondes.',
  'auth.email_taken': 'Cette adresse e-mail est déjà utilisée.',
  'auth.unverified': 'Votre adresse e-mail n’est pas vérifiée.',
  'auth.login_unverified': 'Votre adresse e-mail n’est pas vérifiée.',
  'auth.disabled': 'Ce compte a été désactivé. Contactez le support.',
  'auth.forbidden': 'Vous n’êtes pas autorisé à effectuer cette action.',
  'auth.origin': 'Origine non autorisée.',
  'csrf.mismatch': 'Votre session a expiré. Rechargez la page et réessayez.',
  'throttle.too_many_attempts': 'Trop de tentatives. Patientez un peu avant de réessayer.',
  'reset.code_invalid': 'Ce code n’est pas valide.',
  'reset.code_expired': 'Ce code a expiré. Demandez-en un nouveau.',
  'reset.code_too_many_attempts': 'Trop de tentatives erronées. Demandez un nouveau code.',
  'reset.not_verified': 'Vérifiez d’abord votre code de réinitialisation.',
  'http.not_found': 'Introuvable.',
  'http.invalid_json': 'Le contenu de la requête n’est pas un JSON valide.',
  'http.too_large': 'Le contenu de la requête est trop volumineux.',
  'validation.failed': 'Les données envoyées ne sont pas valides.',
  'server.error': 'Erreur du serveur. Réessayez dans un instant.',
  'server.unavailable': 'Service momentanément indisponible. Réessayez dans quelques secondes.',
} as const satisfies Localized<typeof en>;
