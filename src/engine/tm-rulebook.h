/* tm-rulebook.h: a game's rules reference, rulings and options
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tm-types.h"

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
 * TmRulesBlockKind:
 * @TM_RULES_BLOCK_HEADING: a sub-heading (`h`)
 * @TM_RULES_BLOCK_PARAGRAPH: a paragraph (`p`)
 * @TM_RULES_BLOCK_LIST: a bulleted list (`list`)
 * @TM_RULES_BLOCK_STEPS: numbered steps (`steps`)
 * @TM_RULES_BLOCK_TABLE: a table with a caption, a header row and rows (`table`)
 * @TM_RULES_BLOCK_EXAMPLE: a worked example (`example`)
 * @TM_RULES_BLOCK_NOTE: a tip or caution (`note`)
 *
 * The kinds of block a rules section is made of.
 */
typedef enum
{
  TM_RULES_BLOCK_HEADING,
  TM_RULES_BLOCK_PARAGRAPH,
  TM_RULES_BLOCK_LIST,
  TM_RULES_BLOCK_STEPS,
  TM_RULES_BLOCK_TABLE,
  TM_RULES_BLOCK_EXAMPLE,
  TM_RULES_BLOCK_NOTE,
} TmRulesBlockKind;

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

typedef struct _TmRulesBlock   TmRulesBlock;
typedef struct _TmRulesSection TmRulesSection;
typedef struct _TmRuling       TmRuling;
typedef struct _TmRulesOption  TmRulesOption;

#define TM_TYPE_RULES_BLOCK   (tm_rules_block_get_type ())
#define TM_TYPE_RULES_SECTION (tm_rules_section_get_type ())
#define TM_TYPE_RULING        (tm_ruling_get_type ())
#define TM_TYPE_RULES_OPTION  (tm_rules_option_get_type ())
#define TM_TYPE_RULEBOOK      (tm_rulebook_get_type ())

G_DECLARE_FINAL_TYPE (TmRulebook, tm_rulebook, TM, RULEBOOK, GObject)

GQuark              tm_rules_error_quark            (void);

GType               tm_rules_block_get_type         (void) G_GNUC_CONST;
TmRulesBlock       *tm_rules_block_ref              (TmRulesBlock    *self);
void                tm_rules_block_unref            (TmRulesBlock    *self);
TmRulesBlockKind    tm_rules_block_get_kind         (TmRulesBlock    *self);
const char         *tm_rules_block_get_text         (TmRulesBlock    *self);
const char * const *tm_rules_block_get_items        (TmRulesBlock    *self);
const char         *tm_rules_block_get_caption      (TmRulesBlock    *self);
const char * const *tm_rules_block_get_header       (TmRulesBlock    *self);
guint               tm_rules_block_get_n_rows       (TmRulesBlock    *self);
const char * const *tm_rules_block_get_row          (TmRulesBlock    *self,
                                                     guint            row);
char               *tm_rules_block_to_plain_text    (TmRulesBlock    *self);

GType               tm_rules_section_get_type       (void) G_GNUC_CONST;
TmRulesSection     *tm_rules_section_ref            (TmRulesSection  *self);
void                tm_rules_section_unref          (TmRulesSection  *self);
const char         *tm_rules_section_get_id         (TmRulesSection  *self);
const char         *tm_rules_section_get_title      (TmRulesSection  *self);
guint               tm_rules_section_get_n_blocks   (TmRulesSection  *self);
TmRulesBlock       *tm_rules_section_get_block      (TmRulesSection  *self,
                                                     guint            index);
char               *tm_rules_section_to_plain_text  (TmRulesSection  *self);

GType               tm_ruling_get_type              (void) G_GNUC_CONST;
TmRuling           *tm_ruling_ref                   (TmRuling        *self);
void                tm_ruling_unref                 (TmRuling        *self);
const char         *tm_ruling_get_id                (TmRuling        *self);
const char         *tm_ruling_get_question          (TmRuling        *self);
const char         *tm_ruling_get_ruling            (TmRuling        *self);
const char         *tm_ruling_get_reason            (TmRuling        *self);
const char         *tm_ruling_get_option_id         (TmRuling        *self);

GType               tm_rules_option_get_type        (void) G_GNUC_CONST;
TmRulesOption      *tm_rules_option_ref             (TmRulesOption   *self);
void                tm_rules_option_unref           (TmRulesOption   *self);
const char         *tm_rules_option_get_id          (TmRulesOption   *self);
const char         *tm_rules_option_get_name        (TmRulesOption   *self);
const char         *tm_rules_option_get_description (TmRulesOption   *self);
gboolean            tm_rules_option_get_default     (TmRulesOption   *self);

TmRulebook         *tm_rulebook_new_from_bytes      (GBytes          *bytes,
                                                     const char      *filename,
                                                     GError         **error);
const char         *tm_rulebook_get_game_id         (TmRulebook      *self);
guint               tm_rulebook_get_n_sections      (TmRulebook      *self);
TmRulesSection     *tm_rulebook_get_section         (TmRulebook      *self,
                                                     guint            index);
TmRulesSection     *tm_rulebook_lookup_section      (TmRulebook      *self,
                                                     const char      *section_id);
guint               tm_rulebook_get_n_rulings       (TmRulebook      *self);
TmRuling           *tm_rulebook_get_ruling          (TmRulebook      *self,
                                                     guint            index);
TmRuling           *tm_rulebook_lookup_ruling       (TmRulebook      *self,
                                                     const char      *ruling_id);
guint               tm_rulebook_get_n_options       (TmRulebook      *self);
TmRulesOption      *tm_rulebook_get_option          (TmRulebook      *self,
                                                     guint            index);
TmRulesOption      *tm_rulebook_lookup_option       (TmRulebook      *self,
                                                     const char      *option_id);
char              **tm_rulebook_list_links          (TmRulebook      *self);

char               *tm_rules_markup_to_plain_text   (const char      *markup);
gboolean            tm_rules_markup_validate        (const char      *markup,
                                                     GError         **error);
TmRulesLinkKind     tm_rules_link_parse             (const char      *uri,
                                                     char           **first,
                                                     char           **second);

const char * const *tm_rulebook_get_section_ids     (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmRulesBlock, tm_rules_block_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmRulesSection, tm_rules_section_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmRuling, tm_ruling_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmRulesOption, tm_rules_option_unref)

G_END_DECLS
