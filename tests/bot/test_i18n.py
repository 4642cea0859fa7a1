"""The locales (``locales/<lang>/kozyr.ftl``): every language holds the same sentences, every key
the code uses exists in each, plurals come out right per language, no sentence is masculine-only,
the user's language is chosen sensibly, and the tests' own tr()/fragment() helpers find what the bot
sends. These tests check wording on purpose, so they hold literal text."""

from __future__ import annotations

import ast as ast_py
import re
from pathlib import Path

import pytest
from fluent.syntax import ast
from fluent.syntax.visitor import Visitor

from bot.app import GROUP_COMMANDS, PRIVATE_COMMANDS
from bot.i18n import (
    ENDONYMS,
    LANGUAGES,
    LOCALES_DIR,
    RTL,
    Translator,
    bundle,
    endonym,
    locales_dir,
    partial_bundle,
    pick_language,
    resource,
)
from tests.support.bot_e2e import fragment, tr

BURA_AWARDS = (
    "enough", "enough_wrong", "three_sixes", "three_aces", "more_points", "dry", "tie", "surrender"
)


def _keys(lang: str) -> set[str]:
    text = (LOCALES_DIR / lang / "kozyr.ftl").read_text(encoding="utf-8")
    return set(re.findall(r"^([a-z][a-z0-9_-]*) =", text, flags=re.M))


def test_every_language_holds_the_same_sentences() -> None:
    """Every catalogue has exactly the keys of the reference (en): none missing, none en lacks."""
    every = ["ru", "en", "it", "uk", "de", "es", "pt", "pl", "tr"]
    every += ["be", "kk", "uz", "az", "ka", "hy", "id", "fa", "ar"]
    assert sorted(LANGUAGES) == sorted(every)
    for lang in LANGUAGES:
        assert (LOCALES_DIR / lang / "kozyr.ftl").is_file(), lang
        assert not _keys("en") - _keys(lang), (lang, "lacks", _keys("en") - _keys(lang))
        assert not _keys(lang) - _keys("en"), (lang, "en lacks", _keys(lang) - _keys("en"))
    assert len(_keys("en")) > 150


def _attributes(lang: str) -> set[str]:
    return {
        f"{e.id.name}.{a.id.name}"
        for e in resource(lang).body
        if isinstance(e, ast.Message)
        for a in e.attributes
    }


def test_every_catalogue_has_the_attributes_of_en() -> None:
    for lang in LANGUAGES:
        assert _attributes(lang) == _attributes("en"), (lang, _attributes(lang) ^ _attributes("en"))


def test_no_catalogue_uses_a_variable_the_code_does_not_pass() -> None:
    """The code passes each message the variables the reference (en) uses; a translation naming
    another shows a raw «{$x}» or an error in front of a player."""
    reference = {key: v.variables for key, v in _messages("en").items()}
    for lang in LANGUAGES:
        extra = {
            key: v.variables - reference.get(key, set())
            for key, v in _messages(lang).items()
            if v.variables - reference.get(key, set())
        }
        assert not extra, (lang, extra)


def test_no_catalogue_drops_a_variable_the_reference_shows() -> None:
    """A translation made from an older reference keeps its old wording: issue 44's «Ваша статистика»
    answered in a group without a name came back in 14 new catalogues whose ``stats-title-group``
    had no ``$name``. Whatever the reference shows (its variables, over all its variants), each
    language shows too."""
    reference = {key: v.variables for key, v in _messages("en").items()}
    for lang in LANGUAGES:
        dropped = {
            key: reference[key] - v.variables
            for key, v in _messages(lang).items()
            if reference.get(key, set()) - v.variables
        }
        assert not dropped, (lang, dropped)


class _Selects(Visitor):
    """The selects of a message: (the selector's variable, the variant keys)."""

    def __init__(self) -> None:
        super().__init__()
        self.selects: list[tuple[str, set[str]]] = []

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        if isinstance(node.selector, ast.VariableReference):
            keys = {
                k.name if isinstance(k, ast.Identifier) else k.value for k in (v.key for v in node.variants)
            }
            self.selects.append((node.selector.id.name, keys))
        self.generic_visit(node)


CLDR = {"zero", "one", "two", "few", "many"}


def _numeric_variables() -> set[str]:
    """The variables some catalogue selects on by plural category: the numbers (``$n``, ``$seats``…)."""
    out = set()
    for lang in LANGUAGES:
        for entry in resource(lang).body:
            v = _Selects()
            v.visit(entry)
            out |= {var for var, keys in v.selects if keys & CLDR}
    return out


def test_every_plural_select_has_every_category_of_its_language() -> None:
    """A select on a number lists each CLDR plural category of the language (Polish one/few/many,
    Arabic zero/one/two/few/many) and a default: «5 kart», not the «other» form of another count."""
    from babel import Locale

    numeric = _numeric_variables()
    assert {"n", "seats"} <= numeric, numeric
    missing = {}
    for lang in LANGUAGES:
        tags = set(Locale.parse(lang).plural_form.tags)  # a default variant Fluent requires anyway
        for entry in resource(lang).body:
            v = _Selects()
            v.visit(entry)
            for var, keys in v.selects:
                plural = keys & CLDR  # a select on exact counts only ([2] *[other]) is no plural
                if var in numeric and plural and tags - keys:
                    missing.setdefault(lang, []).append(
                        (entry.id.name if isinstance(entry, ast.Message) else "?", var, sorted(tags - keys))
                    )
    assert not missing, missing


CYRILLIC = re.compile("[\u0400-\u04ff\u0500-\u052f]")
WRITTEN_IN_CYRILLIC = {"ru", "uk", "be", "kk"}


def test_no_cyrillic_where_a_non_cyrillic_reader_sees_it() -> None:
    """A German, Persian or Uzbek (Latin script) player sees no Cyrillic letter in any message (the
    glossary comments may quote the Russian terms)."""
    assert set(LANGUAGES) >= WRITTEN_IN_CYRILLIC
    found = {}
    for lang in set(LANGUAGES) - WRITTEN_IN_CYRILLIC:
        for key, v in _messages(lang).items():
            bad = [t for t in v.texts if CYRILLIC.search(t)]
            if bad:
                found[(lang, key)] = bad
        for code in LANGUAGES:  # the language buttons: each name in its own script, Cyrillic only for those
            assert bool(CYRILLIC.search(endonym(code))) == (code in WRITTEN_IN_CYRILLIC), code
    assert not found, found


def test_every_language_is_named_by_its_own_name() -> None:
    assert set(ENDONYMS) == set(LANGUAGES)
    assert endonym("de") == "Deutsch" and endonym("pt") == "Português (Brasil)" and endonym("fa") == "فارسی"
    assert len(set(ENDONYMS.values())) == len(ENDONYMS)
    for lang in LANGUAGES:  # the sentences naming a language name it so, in every catalogue
        t = Translator(lang)
        assert endonym("kk") in t("language-set-group", name=endonym("kk")), lang
        assert endonym("de") in t("language-pick-mine", name=endonym("de")), lang
        assert endonym("tr") in t("profile-language", name=endonym("tr")), lang


FSI, PDI = "\u2068", "\u2069"
CARD = re.compile(r"(?:10|[2-9JQKA])[♠♥♦♣]")


def test_right_to_left_languages_isolate_what_runs_left_to_right() -> None:
    """Persian and Arabic: a card code, a number or a Latin name keeps its order inside a right-to-left
    line — each placeable between FSI and PDI; the left-to-right languages get no invisible marks."""
    assert {"fa", "ar"} == RTL
    for lang in RTL:
        text = Translator(lang)("cards-count", n=5)
        assert f"{FSI}5{PDI}" in text, (lang, text)
        named = Translator(lang)("language-pick-mine", name="Deutsch")
        assert f"{FSI}Deutsch{PDI}" in named, (lang, named)
        for key, v in _messages(lang).items():  # a card code written in the text itself: isolated too
            for t in v.texts:
                for m in CARD.finditer(t):
                    assert t[max(0, m.start() - 1)] == FSI and t[m.end() : m.end() + 1] == PDI, (lang, key, t)
    for lang in set(LANGUAGES) - RTL:
        assert FSI not in Translator(lang)("cards-count", n=5), lang


def test_the_catalogues_are_the_top_level_locales_here_and_the_packages_own_when_installed(
    tmp_path: Path,
) -> None:
    """The checkout (these tests import its ``bot``) reads ``locales/``, one folder a language; an
    installed wheel's ``bot`` reads the copy inside it (tests/test_packaging.py installs one)."""
    assert Path(__file__).resolve().parents[2] / "locales" == LOCALES_DIR
    assert sorted(p.name for p in LOCALES_DIR.iterdir()) == sorted(LANGUAGES)
    package = tmp_path / "site-packages" / "bot"
    package.mkdir(parents=True)
    assert locales_dir(package) == tmp_path / "site-packages" / "locales"  # a checkout's layout
    (package / "locales" / "en").mkdir(parents=True)
    assert locales_dir(package) == tmp_path / "site-packages" / "locales"  # an empty leftover folder
    (package / "locales" / "en" / "kozyr.ftl").write_text("welcome = Hi\n", encoding="utf-8")
    assert locales_dir(package) == package / "locales"  # a wheel's layout


PROFILE_KEYS = frozenset({"welcome", *(f"cmd-{c}" for c in (*PRIVATE_COMMANDS, *GROUP_COMMANDS))})


def test_a_catalogue_read_in_part_says_what_the_whole_says() -> None:
    """The bot's profile reads a dozen messages of every catalogue cut out of it (bot/chat/bot_profile.py,
    without parsing the whole): each says word for word what the whole catalogue says, and the cut-out
    holds nothing else."""
    for lang in LANGUAGES:
        whole, part = Translator(lang), Translator(lang, only=PROFILE_KEYS)
        for key in PROFILE_KEYS:
            assert part(key) == whole(key), (lang, key)
        assert not part.has("help") and whole.has("help")
        assert part("help") == "help"  # not in the cut-out: the key itself, as for a missing one


def test_a_cut_out_entry_keeps_its_select_its_terms_and_the_messages_it_names(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The cutter on a catalogue of Fluent's awkward shapes: a select expression whose closing brace
    stands at the first column, a term, a message named inside a variant (and what it names in
    turn), comments between entries, an attribute."""
    import bot.i18n as i18n

    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "kozyr.ftl").write_text(
        """## Group comment
-brand = Kozyr
greeting = Hello from { -brand }!
    Second line.

# a comment about cards
cards = { $n ->
    [one] one card, { plain }
   *[other] { $n } cards, { chained.title }
}
plain = just one
chained = { deeper }
    .title = titled
deeper = deepest
unused = not wanted { greeting }
""",
        encoding="utf-8",
    )
    monkeypatch.setattr(i18n, "LOCALES_DIR", tmp_path)
    i18n._entry_texts.cache_clear()
    partial_bundle.cache_clear()
    try:
        b = partial_bundle("en", frozenset({"greeting", "cards"}))
        held = {m for m in ("greeting", "cards", "plain", "chained", "deeper", "unused") if b.has_message(m)}
        assert held == {"greeting", "cards", "plain", "chained", "deeper"}
        text, errors = b.format_pattern(b.get_message("greeting").value, {})
        assert (text, errors) == ("Hello from Kozyr!\nSecond line.", [])
        for n, want in ((1, "one card, just one"), (5, "5 cards, titled")):
            text, errors = b.format_pattern(b.get_message("cards").value, {"n": n})
            assert (text, errors) == (want, []), n
    finally:
        i18n._entry_texts.cache_clear()
        partial_bundle.cache_clear()


def test_every_catalogue_parses_cleanly() -> None:
    for lang in LANGUAGES:
        junk = [e for e in resource(lang).body if isinstance(e, ast.Junk)]
        assert not junk, (lang, [j.content[:80] for j in junk])


class _Texts(Visitor):
    """Every literal text of a message, in every variant of its selects."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []
        self.variables: set[str] = set()

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.texts.append(node.value)

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.variables.add(node.id.name)


def _messages(lang: str) -> dict[str, _Texts]:
    out = {}
    for entry in resource(lang).body:
        if isinstance(entry, ast.Message):
            v = _Texts()
            v.visit(entry)
            out[entry.id.name] = v
    return out


SAMPLE: dict[str, object] = {
    "n": 2, "seats": 4, "target": 11, "taken": 1, "capacity": 2, "deal": 1, "stock": 10, "discard": 6,
    "points": 76, "tricks": 3, "side": 1, "score": 5, "pile": 20, "scopas": 1, "coins": 6, "cards": "7♦",
    "unit": "h", "mode": "podkidnoy", "tat": "no", "on": "yes", "lang": "it", "style": "italian",
    "game": "bura", "category": "cards", "counts": "22 : 18",
}


def _sample(variables: set[str], name: str) -> dict[str, object]:
    return {v: SAMPLE.get(v, name) for v in variables}


def test_every_message_formats_without_errors() -> None:
    """Each message formats in each language with its variables given (no Fluent error, no leftover
    ``{``): a misspelt variable or a select without a default shows here."""
    for lang in LANGUAGES:
        b = bundle(lang)
        for key, v in _messages(lang).items():
            message = b.get_message(key)
            assert message.value is not None, (lang, key)
            text, errors = b.format_pattern(message.value, _sample(v.variables, "Вера"))
            assert not errors, (lang, key, errors)
            assert "{" not in text.replace("{ ", "").replace("{$", ""), (lang, key, text)


def _used_keys() -> tuple[set[str], set[str]]:
    """The locale keys the code names: literal first arguments of ``t(…)``/``ctx.t(…)``/``Reply(…)``/
    ``Translator(…)(…)``, and the constant prefixes of f-string keys (``f"act-{a.type}"``)."""
    literal: set[str] = set()
    prefixes: set[str] = set()
    for path in Path("bot").rglob("*.py"):
        for node in ast_py.walk(ast_py.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast_py.Call) or not node.args:
                continue
            f = node.func
            name = f.id if isinstance(f, ast_py.Name) else f.attr if isinstance(f, ast_py.Attribute) else ""
            if name not in ("t", "gt", "Reply") and not isinstance(f, ast_py.Call):
                continue
            arg = node.args[0]
            if isinstance(arg, ast_py.Constant) and isinstance(arg.value, str):
                literal.add(arg.value)
            elif isinstance(arg, ast_py.JoinedStr) and isinstance(arg.values[0], ast_py.Constant):
                prefixes.add(str(arg.values[0].value))
    return literal, prefixes


def test_every_key_used_in_the_code_exists_in_every_locale() -> None:
    literal, prefixes = _used_keys()
    assert len(literal) > 80 and {"act-", "bura-award-", "game-"} <= prefixes, (literal, prefixes)
    for lang in LANGUAGES:
        keys = _keys(lang)
        assert not literal - keys, (lang, literal - keys)
        for prefix in prefixes:
            assert any(k.startswith(prefix) for k in keys), (lang, prefix)
    # the families of keys made from a value: every value the code can put in
    from bot import games
    from bot.render.cards import STYLES
    from bot.render.tournament import BRACKET_LABELS, COLUMNS

    family = [f"game-{g}" for g in games.names()] + [f"title-{g}" for g in games.names()]
    family += [f"options-{g}" for g in games.names()]
    family += [f"style-{s}" for s in STYLES] + [f"confirm-{k}" for k in ("leave", "end", "surrender")]
    family += [f"cmd-{c}" for c in (*PRIVATE_COMMANDS, *GROUP_COMMANDS)]
    family += [f"outcome-{k}" for k in ("left", "ended", "surrender", "cancelled", "expired")]
    family += [f"bura-award-{r}" for r in BURA_AWARDS]
    family += [f"bar-{k}" for k in ("window", "claim", "throwin", "throwin-take")]
    family += [f"act-{a}" for a in ("take", "pass", "enough", "continue", "stop", "surrender")]
    family += [f"last-durak-{k}" for k in ("attack", "transfer", "defend", "take", "pass")]
    family += [f"last-bura-{k}" for k in ("lead", "beat", "dump", "enough", "continue", "stop", "surrender")]
    family += [f"picture-standings-{k}" for k in COLUMNS] + [f"picture-bracket-{k}" for k in BRACKET_LABELS]
    for lang in LANGUAGES:
        assert not set(family) - _keys(lang), (lang, set(family) - _keys(lang))


def test_every_key_used_in_the_tests_exists() -> None:
    """A test that names a key the locales lack would wait for a sentence that can never come."""
    code = "\n".join(p.read_text(encoding="utf-8") for p in Path("tests/bot").glob("*.py"))
    used = set(re.findall(r'\b(?:tr|fragment)\(\s*"([a-z0-9_-]+)"', code)) - {"no-such-key"}  # see below
    assert len(used) > 30, used
    assert not used - _keys("ru"), used - _keys("ru")


def test_plurals_per_language() -> None:
    ns = (1, 2, 5, 11, 21, 22, 25)
    for lang, want in {
        "ru": ["1 карта", "2 карты", "5 карт", "11 карт", "21 карта", "22 карты", "25 карт"],
        "uk": ["1 карта", "2 карти", "5 карт", "11 карт", "21 карта", "22 карти", "25 карт"],
        "it": ["1 carta", "2 carte", "5 carte", "11 carte", "21 carte", "22 carte", "25 carte"],
        "en": ["1 card", "2 cards", "5 cards", "11 cards", "21 cards", "22 cards", "25 cards"],
    }.items():
        assert [Translator(lang)("cards-count", n=n) for n in ns] == want, lang
    assert Translator("uk")("score-points", n=3) == "3 бали матчу"
    assert Translator("ru")("title-durak", mode="podkidnoy", seats=5).endswith("5 мест")
    assert Translator("it")("title-durak", mode="podkidnoy", seats=1).endswith("1 posto")


def test_language_choice() -> None:
    assert pick_language(None, "ru-RU", "") == "ru"
    assert pick_language(None, "uk", "") == "uk"
    assert pick_language(None, "it-IT", "ru") == "it"
    assert pick_language(None, "en-GB", "ru") == "en"
    assert pick_language(None, "be", "") == "be"
    assert pick_language(None, "kk", "") == "kk"
    assert pick_language(None, "pt-br", "") == "pt"
    assert pick_language(None, "de", "") == "de"
    # a language Kozyr does not speak: English, unless DEFAULT_LOCALE names another
    assert pick_language(None, "ja", "") == "en"
    assert pick_language(None, None, "") == "en"
    assert pick_language(None, "ja", "fa") == "fa"
    assert pick_language("en", "ru", "ru") == "en"
    assert pick_language("xx", "it", "") == "it"
    assert Translator("ja").lang == "en" and Translator("").lang == "en" and Translator("ar").lang == "ar"


# ----- Russian (and Ukrainian) that fits every player -------------------------------------------------------
# Masculine past tense: «отбил», «сдался», «вышел» (ru); «відбив», «здався», «вийшов» (uk). A sentence
# about a player uses the present tense or a noun form instead, so «Вера» and «Олег» read right alike.
MASCULINE_PAST = {
    "ru": re.compile(r"\b[а-яё]+(?:[аеёиоуыя]л|[аеёиоуыя]лся|шёл|шел)\b"),
    "uk": re.compile(r"(?<![\w'’])[а-яіїєґ'’]+(?:[аеєиіїоуя]в|[аеєиіїоуя]вся)(?![\w'’])"),
}
NOT_VERBS = {  # nouns that end like such verbs
    "ru": {"стол", "финал", "полуфинал", "четвертьфинал"},
    "uk": {"адмінів", "адміністраторів", "балів", "внесків", "гравців", "друзів", "знаків", "козирів",
           "жезлів", "королів", "кубків", "мечів", "комп'ютерів", "очок", "разів", "суперників"},
}


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_no_masculine_only_forms_for_a_female_player(lang: str) -> None:
    pattern, allowed = MASCULINE_PAST[lang], NOT_VERBS[lang]
    b = bundle(lang)
    found: dict[str, set[str]] = {}
    for key, v in _messages(lang).items():
        texts = list(v.texts)  # every variant of every select
        message = b.get_message(key)
        assert message.value is not None
        for name in ("Вера", "Олег"):  # rendered with a female and a male name
            text, _ = b.format_pattern(message.value, _sample(v.variables, name))
            texts.append(text)
            if {"name", "names", "who"} & v.variables:
                assert name in text, (key, text)  # the name as given: nominative by construction
        words = {w for t in texts for w in pattern.findall(t.lower())} - allowed
        if words:
            found[key] = words
    assert not found, found


def test_tr_and_fragment_helpers() -> None:
    assert tr("err-stale") == "Этот ход уже недоступен — карты обновлены."
    assert tr("cards-count", "en", n=3) == "3 cards"
    # the longest literal line outside placeables, found in every rendering of the message
    assert fragment("btn-throw-wait") == "⏱ Ждать подкидывания:"
    assert fragment("pause-resumed") == "снова на связи, игра продолжается с того же места."
    assert fragment("pause-resumed") in tr("pause-resumed", game="Дурак", names="Bob")
    assert fragment("invite-forward", "en") in tr("invite-forward", "en", url="https://t.me/x?start=jABC")
    with pytest.raises(AssertionError):
        tr("no-such-key")
    with pytest.raises(AssertionError):
        fragment("no-such-key", "en")
