/* tm-rules-markup.h: the inline markup of rules text, and its links
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * TM_RULES_ERROR:
 *
 * The error domain for problems in rules files (`data/games/<game>/rules.json`).
 */
#define TM_RULES_ERROR (tm_rules_error_quark ())

/**
 * TmRulesError:
 * @TM_RULES_ERROR_PARSE: the file is not valid JSON
 * @TM_RULES_ERROR_VERSION: the file's format version is not understood
 * @TM_RULES_ERROR_INVALID: a field is missing or has the wrong type or value
 * @TM_RULES_ERROR_UNKNOWN_FIELD: a field that the format does not have
 * @TM_RULES_ERROR_DUPLICATE_ID: two sections, rulings or options share an id
 * @TM_RULES_ERROR_MARKUP: inline text uses markup the format does not allow
 * @TM_RULES_ERROR_UNKNOWN_OPTION: a ruling names an option the file does not declare
 *
 * Errors from loading a rules file.
 */
typedef enum
{
  TM_RULES_ERROR_PARSE,
  TM_RULES_ERROR_VERSION,
  TM_RULES_ERROR_INVALID,
  TM_RULES_ERROR_UNKNOWN_FIELD,
  TM_RULES_ERROR_DUPLICATE_ID,
  TM_RULES_ERROR_MARKUP,
  TM_RULES_ERROR_UNKNOWN_OPTION,
} TmRulesError;

/**
 * TmRulesLinkKind:
 * @TM_RULES_LINK_INVALID: not a link Tablemate understands
 * @TM_RULES_LINK_SECTION: `section:GAME/SECTION-ID`
 * @TM_RULES_LINK_RULING: `ruling:GAME/RULING-ID`
 * @TM_RULES_LINK_CARD: `card:DECK/CARD-ID`
 *
 * What a link in rules text points at.
 */
typedef enum
{
  TM_RULES_LINK_INVALID,
  TM_RULES_LINK_SECTION,
  TM_RULES_LINK_RULING,
  TM_RULES_LINK_CARD,
} TmRulesLinkKind;

GQuark              tm_rules_error_quark            (void);

char               *tm_rules_markup_to_plain_text   (const char      *markup);
gboolean            tm_rules_markup_validate        (const char      *markup,
                                                     GError         **error);
void                tm_rules_markup_collect_links   (const char      *markup,
                                                     GPtrArray       *links);
TmRulesLinkKind     tm_rules_link_parse             (const char      *uri,
                                                     char           **first,
                                                     char           **second);

G_END_DECLS
