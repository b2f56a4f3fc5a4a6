/* tm-rulebook.h: a game's rules reference and rulings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tm-game.h"
#include "tm-rules-markup.h"
#include "tm-types.h"

G_BEGIN_DECLS


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


typedef struct _TmRulesBlock   TmRulesBlock;
typedef struct _TmRulesSection TmRulesSection;
typedef struct _TmRuling       TmRuling;

#define TM_TYPE_RULES_BLOCK   (tm_rules_block_get_type ())
#define TM_TYPE_RULES_SECTION (tm_rules_section_get_type ())
#define TM_TYPE_RULING        (tm_ruling_get_type ())
#define TM_TYPE_RULEBOOK      (tm_rulebook_get_type ())

G_DECLARE_FINAL_TYPE (TmRulebook, tm_rulebook, TM, RULEBOOK, GObject)


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
char               *tm_rules_block_dup_row_text     (TmRulesBlock    *self,
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

TmRulebook         *tm_rulebook_new_from_bytes      (GBytes          *bytes,
                                                     const char      *filename,
                                                     TmGame          *game,
                                                     GError         **error);
TmRulebook         *tm_rulebook_new_with_procedure  (GBytes          *bytes,
                                                     const char      *filename,
                                                     TmGame          *game,
                                                     TmTableProcedure *procedure,
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
TmGame             *tm_rulebook_get_game            (TmRulebook      *self);
guint               tm_rulebook_get_n_options       (TmRulebook      *self);
TmGameOption       *tm_rulebook_get_option          (TmRulebook      *self,
                                                     guint            index);
TmGameOption       *tm_rulebook_lookup_option       (TmRulebook      *self,
                                                     const char      *option_id);
char              **tm_rulebook_list_links          (TmRulebook      *self);


const char * const *tm_rulebook_get_section_ids     (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmRulesBlock, tm_rules_block_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmRulesSection, tm_rules_section_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TmRuling, tm_ruling_unref)

G_END_DECLS
