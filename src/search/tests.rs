use super::*;

fn client(id: i64, name: &str) -> Doc {
    Doc {
        kind: Kind::Client,
        id,
        owner: id,
        texts: [name.into(), format!("{id}@x.test"), String::new()],
        tags: vec!["status:active".into()],
        date: 0,
    }
}

#[test]
fn an_index_with_another_schema_is_recreated_not_fatal() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut b = Schema::builder();
        b.add_text_field("something_else", tantivy::schema::TEXT);
        let directory = tantivy::directory::MmapDirectory::open(dir.path()).unwrap();
        Index::open_or_create(directory, b.build()).unwrap();
    }
    let index = SearchIndex::open(dir.path()).expect("reopened");
    assert_eq!(index.doc_count(), 0);
    index.apply(&[client(1, "Rhea")], &[]).unwrap();
    let hits = index
        .search(&Query::new(Kind::Client, "rhea"), 0, 10)
        .unwrap();
    assert_eq!(hits.ids, vec![1]);
}

#[test]
fn kinds_owners_and_tags_narrow_a_search_inside_the_index() {
    let dir = tempfile::tempdir().unwrap();
    let index = SearchIndex::open(dir.path()).unwrap();
    let post = |id, owner, status: &str| Doc {
        kind: Kind::Content,
        id,
        owner,
        texts: ["Launch reel".into(), "Summer launch".into(), "Acme".into()],
        tags: vec![format!("status:{status}")],
        date: id * 100,
    };
    index
        .replace_all(&[
            client(1, "Launch Ltd"),
            post(1, 7, "draft"),
            post(2, 7, "approved"),
            post(3, 8, "approved"),
        ])
        .unwrap();
    let all = index
        .search(&Query::new(Kind::Content, "launch"), 0, 10)
        .unwrap();
    assert_eq!(all.total, 3);
    let mut own = Query::new(Kind::Content, "launch");
    own.owners = Some(vec![7]);
    let own = own.tag("status", Some("approved"));
    assert_eq!(index.search(&own, 0, 10).unwrap().ids, vec![2]);
    // A member's several clients, and a member with none (which finds nothing, not everything).
    let mut several = Query::new(Kind::Content, "launch");
    several.owners = Some(vec![7, 8]);
    assert_eq!(index.search(&several, 0, 10).unwrap().total, 3);
    several.owners = Some(vec![8]);
    assert_eq!(index.search(&several, 0, 10).unwrap().ids, vec![3]);
    several.owners = Some(Vec::new());
    assert_eq!(index.search(&several, 0, 10).unwrap().total, 0);
    let mut dated = Query::new(Kind::Content, "launch");
    dated.from = Some(150);
    dated.to = Some(300);
    let mut ids = index.search(&dated, 0, 10).unwrap().ids;
    ids.sort_unstable();
    assert_eq!(ids, vec![2, 3]);
    let page = index
        .search(&Query::new(Kind::Content, "launch"), 2, 1)
        .unwrap();
    assert_eq!((page.total, page.ids.len()), (3, 1));
}

#[test]
fn one_typo_is_forgiven_in_long_words_only() {
    let dir = tempfile::tempdir().unwrap();
    let index = SearchIndex::open(dir.path()).unwrap();
    let task = Doc {
        kind: Kind::Task,
        id: 4,
        owner: 1,
        texts: [
            "Quarterly growth report".into(),
            String::new(),
            String::new(),
        ],
        tags: Vec::new(),
        date: 0,
    };
    index
        .replace_all(&[task, client(2, "Leo Martins")])
        .unwrap();
    let found = |kind, text: &str| index.search(&Query::new(kind, text), 0, 10).unwrap().ids;
    assert_eq!(found(Kind::Task, "quartrly"), vec![4]);
    assert_eq!(found(Kind::Client, "martnis"), vec![2]);
    assert!(found(Kind::Client, "omar").is_empty());
}

#[test]
fn a_long_unbroken_name_and_accented_letters_are_found() {
    let dir = tempfile::tempdir().unwrap();
    let index = SearchIndex::open(dir.path()).unwrap();
    let long = "Unbroken".repeat(25);
    index
        .replace_all(&[client(1, &long), client(2, "Émoji Ünïcode Agency")])
        .unwrap();
    let found = |text: &str| {
        index
            .search(&Query::new(Kind::Client, text), 0, 10)
            .unwrap()
            .ids
    };
    assert_eq!(found(&long), vec![1]);
    assert_eq!(found("unbrokenunbroken"), vec![1]);
    assert_eq!(found("emoji unicode"), vec![2]);
}

fn post(id: i64, date: i64, text: &str) -> Doc {
    Doc {
        kind: Kind::Content,
        id,
        owner: 1 + id % 3,
        texts: [text.into(), String::new(), String::new()],
        tags: vec![format!(
            "status:{}",
            if id % 2 == 0 { "draft" } else { "posted" }
        )],
        date,
    }
}

fn newest(text: &str) -> Query {
    let mut q = Query::new(Kind::Content, text);
    q.order = Order::Newest;
    q
}

#[test]
fn newest_first_pages_follow_the_date_then_the_id_across_segments() {
    let dir = tempfile::tempdir().unwrap();
    let index = SearchIndex::open(dir.path()).unwrap();
    // Three commits (three segments), dates out of insertion order, two posts on one date.
    index
        .apply(
            &[post(1, 500, "spring launch"), post(2, 100, "launch")],
            &[],
        )
        .unwrap();
    index
        .apply(&[post(3, 900, "launch day"), post(4, 500, "launch")], &[])
        .unwrap();
    index
        .apply(&[post(5, 300, "launch"), post(6, 700, "autumn")], &[])
        .unwrap();
    let all = index.search(&newest("launch"), 0, 10).unwrap();
    assert_eq!(all.ids, vec![3, 4, 1, 5, 2]);
    assert_eq!((all.total, all.exact), (5, true));
    let second = index.search(&newest("launch"), 2, 2).unwrap();
    assert_eq!((second.ids, second.total), (vec![1, 5], 5));
    let drafts = newest("launch").tag("status", Some("draft"));
    assert_eq!(index.search(&drafts, 0, 10).unwrap().ids, vec![4, 2]);
    // An edit re-adds the document in a new segment; the order still follows its date.
    index.apply(&[post(2, 1000, "launch again")], &[]).unwrap();
    assert_eq!(
        index.search(&newest("launch"), 0, 2).unwrap().ids,
        vec![2, 3]
    );
}

#[test]
fn a_newest_search_counts_a_thousand_matches_then_stops_with_the_page_still_right() {
    let dir = tempfile::tempdir().unwrap();
    let index = SearchIndex::open(dir.path()).unwrap();
    let docs: Vec<Doc> = (1..=3000)
        .map(|id| post(id, (id * 7919) % 3001, "launch reel"))
        .collect();
    index.replace_all(&docs).unwrap();
    let mut by_date = docs.clone();
    by_date.sort_by_key(|d| std::cmp::Reverse((d.date, d.id)));
    let expected: Vec<i64> = by_date.iter().map(|d| d.id).collect();

    let first = index.search(&newest("launch"), 0, 20).unwrap();
    assert_eq!(first.ids, expected[..20]);
    assert!(!first.exact, "3,000 matches are not all counted");
    assert_eq!(first.total, 1_000, "at least a thousand");
    // Past the counted thousand, the page is still the right one.
    let deep = index.search(&newest("launch"), 2_500, 20).unwrap();
    assert_eq!(deep.ids, expected[2_500..2_520]);
    assert_eq!((deep.total, deep.exact), (2_520, false));
    let last = index.search(&newest("launch"), 2_980, 20).unwrap();
    assert_eq!((last.total, last.exact, last.ids.len()), (3_000, true, 20));
    // Fewer matches than the cap are counted exactly.
    let mut own = newest("reel");
    own.owners = Some(vec![2]);
    let own = index.search(&own, 0, 5).unwrap();
    assert_eq!((own.total, own.exact), (1_000, true));
    // Asked again, the same totals come from what was remembered, as exact as before.
    let again = index.search(&newest("launch"), 0, 20).unwrap();
    assert_eq!(
        (again.total, again.exact, again.ids),
        (1_000, false, first.ids)
    );
    let deep = index.search(&newest("launch"), 2_500, 20).unwrap();
    assert_eq!((deep.total, deep.exact), (2_520, false));
    let mut own = newest("reel");
    own.owners = Some(vec![2]);
    let own = index.search(&own, 5, 5).unwrap();
    assert_eq!((own.total, own.exact, own.ids.len()), (1_000, true, 5));
}

#[test]
fn a_remembered_total_follows_every_change_to_the_index() {
    let dir = tempfile::tempdir().unwrap();
    let index = SearchIndex::open(dir.path()).unwrap();
    let docs: Vec<Doc> = (1..=30).map(|id| post(id, id, "spring sale")).collect();
    index.replace_all(&docs).unwrap();
    assert_eq!(index.search(&newest("sprin"), 0, 10).unwrap().total, 30);
    index.apply(&[post(31, 31, "spring launch")], &[]).unwrap();
    let after_add = index.search(&newest("sprin"), 0, 10).unwrap();
    assert_eq!((after_add.total, after_add.ids[0]), (31, 31));
    index
        .apply(&[], &[(Kind::Content, 31), (Kind::Content, 1)])
        .unwrap();
    assert_eq!(index.search(&newest("sprin"), 0, 10).unwrap().total, 29);
    // A word new to the index is found at once: the prefix's expansion from before it came is
    // not used again.
    assert_eq!(index.search(&newest("springbo"), 0, 10).unwrap().total, 0);
    index.apply(&[post(40, 40, "springboard")], &[]).unwrap();
    let found = index.search(&newest("springbo"), 0, 10).unwrap();
    assert_eq!((found.total, found.ids), (1, vec![40]));
    assert_eq!(index.search(&newest("sprin"), 0, 10).unwrap().total, 30);
}

#[test]
fn digits_split_from_letters_so_an_email_prefix_is_one_word() {
    let dir = tempfile::tempdir().unwrap();
    let index = SearchIndex::open(dir.path()).unwrap();
    let mut docs = vec![client(1, "Nora"), client(2, "Omid")];
    docs[0].texts[1] = "bench42@mail3.test".into();
    docs[1].texts[1] = "client999@x.test".into();
    index.replace_all(&docs).unwrap();
    let found = |text: &str| {
        index
            .search(&Query::new(Kind::Client, text), 0, 10)
            .unwrap()
            .ids
    };
    assert_eq!(found("bench"), vec![1]);
    assert_eq!(found("bench42"), vec![1]);
    assert_eq!(found("bench4@mail"), vec![1]);
    assert!(found("bench43").is_empty());
    assert_eq!(found("client999"), vec![2]);
    assert!(found("client998").is_empty());
}

#[test]
fn an_index_made_unsorted_is_recreated() {
    let dir = tempfile::tempdir().unwrap();
    {
        let (schema, _) = schema();
        let directory = tantivy::directory::MmapDirectory::open(dir.path()).unwrap();
        Index::open_or_create(directory, schema).unwrap();
    }
    let index = SearchIndex::open(dir.path()).expect("reopened");
    assert_eq!(
        index.reader.searcher().index().settings().sort_by_field,
        settings().sort_by_field
    );
}

#[test]
fn the_count_cap_holds_for_the_whole_index_not_per_segment() {
    let dir = tempfile::tempdir().unwrap();
    let index = SearchIndex::open(dir.path()).unwrap();
    for batch in 0..3 {
        let docs: Vec<Doc> = (1..=1_000)
            .map(|n| post(batch * 1_000 + n, batch * 1_000 + n, "launch"))
            .collect();
        index.apply(&docs, &[]).unwrap();
    }
    let hits = index.search(&newest("launch"), 0, 20).unwrap();
    assert!(!hits.exact);
    // A thousand in the first segment walked, then only the page's 20 in each of the others.
    assert!(hits.total <= 1_040, "{}", hits.total);
    assert_eq!(hits.ids, (2_981..=3_000).rev().collect::<Vec<i64>>());
}
