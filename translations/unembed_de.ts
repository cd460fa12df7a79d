<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CaseLabels</name>
    <message>
        <location filename="../ui/case_labels.cpp" line="28"/>
        <source>given name</source>
        <translation>Vorname</translation>
    </message>
    <message>
        <location filename="../ui/case_labels.cpp" line="29"/>
        <source>proper noun</source>
        <translation>Eigenname</translation>
    </message>
    <message>
        <location filename="../ui/case_labels.cpp" line="30"/>
        <source>e-mail address</source>
        <translation>E-Mail-Adresse</translation>
    </message>
    <message>
        <location filename="../ui/case_labels.cpp" line="31"/>
        <source>phone number</source>
        <translation>Telefonnummer</translation>
    </message>
    <message>
        <location filename="../ui/case_labels.cpp" line="32"/>
        <source>street address</source>
        <translation>Postanschrift</translation>
    </message>
    <message>
        <location filename="../ui/case_labels.cpp" line="33"/>
        <source>date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../ui/case_labels.cpp" line="34"/>
        <source>time of day</source>
        <translation>Uhrzeit</translation>
    </message>
    <message>
        <location filename="../ui/case_labels.cpp" line="35"/>
        <source>year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <location filename="../ui/case_labels.cpp" line="36"/>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <location filename="../ui/case_labels.cpp" line="44"/>
        <source>finished</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <location filename="../ui/case_labels.cpp" line="46"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../ui/case_labels.cpp" line="48"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../ui/case_labels.cpp" line="50"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../ui/case_labels.cpp" line="59"/>
        <source>%1 (run %2)</source>
        <translation>%1 (Lauf %2)</translation>
    </message>
    <message>
        <location filename="../ui/case_labels.cpp" line="64"/>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location filename="../ui/case_labels.cpp" line="72"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>ComputeSettings</name>
    <message>
        <location filename="../ui/compute_settings.cpp" line="37"/>
        <source>Compute &amp;Threads</source>
        <translation>Rechen&amp;threads</translation>
    </message>
    <message>
        <location filename="../ui/compute_settings.cpp" line="49"/>
        <source>One per core (%1)</source>
        <translation>Einer je Kern (%1)</translation>
    </message>
    <message>
        <location filename="../ui/compute_settings.cpp" line="57"/>
        <source>The number of compute threads changes when Unembed starts again.</source>
        <translation>Die Zahl der Rechenthreads ändert sich beim nächsten Start von Unembed.</translation>
    </message>
    <message>
        <location filename="../ui/compute_settings.cpp" line="64"/>
        <source>Compute &amp;Device</source>
        <translation>Rechen&amp;gerät</translation>
    </message>
    <message>
        <location filename="../ui/compute_settings.cpp" line="73"/>
        <source>%1=%2 decides while it is set</source>
        <translation>%1=%2 entscheidet, solange es gesetzt ist</translation>
    </message>
    <message>
        <location filename="../ui/compute_settings.cpp" line="77"/>
        <source>Automatic (a GPU when there is one)</source>
        <translation>Automatisch (eine GPU, wenn vorhanden)</translation>
    </message>
    <message>
        <location filename="../ui/compute_settings.cpp" line="78"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../ui/compute_settings.cpp" line="82"/>
        <source>GPU %1: %2</source>
        <translation>GPU %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/compute_settings.cpp" line="86"/>
        <source>%1 (not available)</source>
        <translation>%1 (nicht verfügbar)</translation>
    </message>
    <message>
        <location filename="../ui/compute_settings.cpp" line="97"/>
        <source>The compute device changes when Unembed starts again.</source>
        <translation>Das Rechengerät ändert sich beim nächsten Start von Unembed.</translation>
    </message>
    <message>
        <location filename="../ui/compute_settings.cpp" line="120"/>
        <source>View ▸ Compute Device</source>
        <translation>Ansicht ▸ Rechengerät</translation>
    </message>
    <message>
        <location filename="../ui/compute_settings.cpp" line="127"/>
        <source>%1. Using %2 instead.</source>
        <translation>%1. Stattdessen wird %2 verwendet.</translation>
    </message>
    <message>
        <location filename="../ui/compute_settings.cpp" line="134"/>
        <source>%1. Using fp32 instead.</source>
        <translation>%1. Stattdessen wird fp32 verwendet.</translation>
    </message>
</context>
<context>
    <name>DemoPack</name>
    <message>
        <location filename="../ui/demo_pack.cpp" line="38"/>
        <source>The demo pack is not installed.</source>
        <translation>Das Demo-Paket ist nicht installiert.</translation>
    </message>
    <message>
        <location filename="../ui/demo_pack.cpp" line="47"/>
        <source>Cannot copy the demo case %1 to %2.</source>
        <translation>Der Demo-Fall %1 kann nicht nach %2 kopiert werden.</translation>
    </message>
</context>
<context>
    <name>MetricLabel</name>
    <message>
        <location filename="../ui/metric_labels.cpp" line="12"/>
        <source>Token precision (%)</source>
        <translation>Token-Präzision (%)</translation>
    </message>
    <message>
        <location filename="../ui/metric_labels.cpp" line="13"/>
        <source>Token recall (%)</source>
        <translation>Token-Recall (%)</translation>
    </message>
    <message>
        <location filename="../ui/metric_labels.cpp" line="14"/>
        <source>Token F1 (%)</source>
        <translation>Token-F1 (%)</translation>
    </message>
    <message>
        <location filename="../ui/metric_labels.cpp" line="15"/>
        <source>Cosine to the true text</source>
        <translation>Kosinus zum wahren Text</translation>
    </message>
    <message>
        <location filename="../ui/metric_labels.cpp" line="16"/>
        <source>Cosine under the judge</source>
        <translation>Kosinus unter dem Prüf-Embedder</translation>
    </message>
    <message>
        <location filename="../ui/metric_labels.cpp" line="17"/>
        <source>BLEU</source>
        <translation>BLEU</translation>
    </message>
    <message>
        <location filename="../ui/metric_labels.cpp" line="18"/>
        <source>Sentence BLEU</source>
        <translation>Satz-BLEU</translation>
    </message>
    <message>
        <location filename="../ui/metric_labels.cpp" line="19"/>
        <source>ROUGE-1</source>
        <translation>ROUGE-1</translation>
    </message>
    <message>
        <location filename="../ui/metric_labels.cpp" line="20"/>
        <source>ROUGE-2</source>
        <translation>ROUGE-2</translation>
    </message>
    <message>
        <location filename="../ui/metric_labels.cpp" line="21"/>
        <source>ROUGE-L</source>
        <translation>ROUGE-L</translation>
    </message>
    <message>
        <location filename="../ui/metric_labels.cpp" line="22"/>
        <source>Word F1 (%)</source>
        <translation>Wort-F1 (%)</translation>
    </message>
    <message>
        <location filename="../ui/metric_labels.cpp" line="23"/>
        <source>Exact match</source>
        <translation>Exakte Übereinstimmung</translation>
    </message>
    <message>
        <location filename="../ui/metric_labels.cpp" line="24"/>
        <source>Exact match (GEIA)</source>
        <translation>Exakte Übereinstimmung (GEIA)</translation>
    </message>
    <message>
        <location filename="../ui/metric_labels.cpp" line="25"/>
        <source>Exact match (loose)</source>
        <translation>Exakte Übereinstimmung (locker)</translation>
    </message>
    <message>
        <location filename="../ui/metric_labels.cpp" line="26"/>
        <source>Edit distance (characters)</source>
        <translation>Editierdistanz (Zeichen)</translation>
    </message>
    <message>
        <location filename="../ui/metric_labels.cpp" line="27"/>
        <source>Named entities recovered (%)</source>
        <translation>Wiedergefundene Eigennamen (%)</translation>
    </message>
    <message>
        <location filename="../ui/metric_labels.cpp" line="28"/>
        <source>Perplexity under the judge LM</source>
        <translation>Perplexität unter dem Richter-Sprachmodell</translation>
    </message>
</context>
<context>
    <name>ReportPdf</name>
    <message>
        <location filename="../ui/report_pdf.cpp" line="167"/>
        <source>%1 — page %2</source>
        <translation>%1 — Seite %2</translation>
    </message>
    <message>
        <location filename="../ui/report_pdf.cpp" line="220"/>
        <source>%1 (continued)</source>
        <translation>%1 (Fortsetzung)</translation>
    </message>
</context>
<context>
    <name>ReportText</name>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="19"/>
        <source>A term is a span the evaluation&apos;s detectors found in the vector&apos;s text (%1); a run recovered it when its output for that vector holds it as whole words, ignoring case (MLC and MSP: among their predicted pieces).</source>
        <translation>Ein Begriff ist eine Stelle, die die Detektoren der Auswertung im Text des Vektors fanden (%1); ein Lauf hat ihn wiedergefunden, wenn seine Ausgabe für diesen Vektor ihn als ganze Wörter enthält, ohne Rücksicht auf Groß- und Kleinschreibung (MLC und MSP: unter ihren vorhergesagten Stücken).</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="24"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="75"/>
        <source>Sensitive terms and the runs that recovered them</source>
        <translation>Sensible Begriffe und die Läufe, die sie wiederfanden</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="76"/>
        <location filename="../core/eval/leak_list.cpp" line="98"/>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="76"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="76"/>
        <source>Term</source>
        <translation>Begriff</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="77"/>
        <source>Detector</source>
        <translation>Detektor</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="79"/>
        <location filename="../core/eval/leak_list.cpp" line="127"/>
        <location filename="../core/report/report_findings.cpp" line="221"/>
        <location filename="../core/report/report_findings.cpp" line="257"/>
        <source>%1 (run %2)</source>
        <translation>%1 (Lauf %2)</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="80"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="96"/>
        <source>Leaks in %1: the records with the most sensitive terms recovered</source>
        <translation>Lecks in %1: die Datensätze mit den meisten wiedergefundenen sensiblen Begriffen</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="98"/>
        <location filename="../core/eval/report_tables.cpp" line="114"/>
        <location filename="../core/eval/report_tables.cpp" line="139"/>
        <location filename="../core/eval/report_tables.cpp" line="178"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="99"/>
        <location filename="../core/report/report_findings.cpp" line="235"/>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="99"/>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="100"/>
        <source>Recovered</source>
        <translation>Wiedergefunden</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="100"/>
        <source>Missed</source>
        <translation>Verfehlt</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="134"/>
        <source>At most %1 records per run, most terms recovered first.</source>
        <translation>Höchstens %1 Datensätze je Lauf, die mit den meisten wiedergefundenen Begriffen zuerst.</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="136"/>
        <source>Redacted: each detected term is replaced by its kind.</source>
        <translation>Geschwärzt: Jeder erkannte Begriff ist durch seine Art ersetzt.</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="89"/>
        <location filename="../core/eval/report_tables.cpp" line="96"/>
        <source>Tokenizer: %1</source>
        <translation>Tokenizer: %1</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="97"/>
        <source>Tokenizer: %1 of %2</source>
        <translation>Tokenizer: %1 von %2</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="100"/>
        <source>Detector: %1</source>
        <translation>Detektor: %1</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="102"/>
        <source>Embedder: %1</source>
        <translation>Embedder: %1</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="113"/>
        <location filename="../core/eval/report_tables.cpp" line="139"/>
        <location filename="../core/eval/report_tables.cpp" line="177"/>
        <location filename="../core/report/report_findings.cpp" line="213"/>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="113"/>
        <location filename="../core/eval/report_tables.cpp" line="139"/>
        <location filename="../core/eval/report_tables.cpp" line="177"/>
        <location filename="../core/report/report_findings.cpp" line="214"/>
        <source>Dataset</source>
        <translation>Datensatz</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="138"/>
        <source>Vec2Text by correction round</source>
        <translation>Vec2Text nach Korrekturrunde</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="140"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="141"/>
        <source>Exact (%)</source>
        <translation>Exakt (%)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="141"/>
        <location filename="../core/eval/report_tables.cpp" line="336"/>
        <source>Cosine</source>
        <translation>Kosinus</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="158"/>
        <source>final</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="167"/>
        <source>Rounds: the cosine is the one the attack recorded for its hypothesis (target_cosine); round 0 is the base inverter.</source>
        <translation>Runden: Der Kosinus ist der, den der Angriff für seine Hypothese festhielt (target_cosine); Runde 0 ist der Basis-Inverter.</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="176"/>
        <source>Sampling audits: the whole dataset estimated from a sample</source>
        <translation>Stichprobenprüfungen: der ganze Datensatz aus einer Stichprobe geschätzt</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="178"/>
        <source>Sampled</source>
        <translation>Stichprobe</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="179"/>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="179"/>
        <source>Estimate</source>
        <translation>Schätzung</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="180"/>
        <source>95 % interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="180"/>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="186"/>
        <source>%1 of %2%3 (seed %4)</source>
        <translation>%1 von %2%3 (Seed %4)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="191"/>
        <source>, stratified by length</source>
        <translation>, nach Länge geschichtet</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="195"/>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="197"/>
        <source>%1, %2 vectors%3</source>
        <translation>%1, %2 Vektoren%3</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="198"/>
        <source>Wilson</source>
        <translation>Wilson</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="199"/>
        <source>bootstrap</source>
        <translation>Bootstrap</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="202"/>
        <source> (too few: likely too narrow)</source>
        <translation> (zu wenige: vermutlich zu eng)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="205"/>
        <source>Each figure is the dataset&apos;s mean of the per-vector figure (for token F1 and NERR not the run&apos;s micro figure), estimated from a uniform random sample drawn without replacement, or one stratified by text length (strata weighed by their share of the dataset); intervals apply the finite population correction. Exact-match rates use Wilson&apos;s score interval, the other figures a percentile bootstrap of 2,000 resamples.</source>
        <translation>Jede Kennzahl ist der Mittelwert der Kennzahl je Vektor über den Datensatz (bei Token-F1 und NERR nicht die Mikro-Kennzahl des Laufs), geschätzt aus einer gleichverteilten Zufallsstichprobe ohne Zurücklegen oder einer nach Textlänge geschichteten (Schichten nach ihrem Anteil am Datensatz gewichtet); die Intervalle wenden die Endlichkeitskorrektur an. Raten exakter Treffer verwenden Wilsons Score-Intervall, die übrigen Kennzahlen einen Perzentil-Bootstrap mit 2.000 Wiederholungsstichproben.</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="319"/>
        <source>Table 1: token micro precision, recall and F1 (%)</source>
        <translation>Tabelle 1: Token-Mikro-Precision, -Recall und -F1 (%)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="322"/>
        <source>Precision</source>
        <translation>Precision</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="322"/>
        <source>Recall</source>
        <translation>Recall</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="322"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="324"/>
        <source>Table 3: stop words and named entities (%)</source>
        <translation>Tabelle 3: Stoppwörter und benannte Entitäten (%)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="327"/>
        <source>SWR</source>
        <translation>SWR</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="327"/>
        <source>SWR of references</source>
        <translation>SWR der Referenzen</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="328"/>
        <source>SWR difference</source>
        <translation>SWR-Differenz</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="328"/>
        <source>NERR</source>
        <translation>NERR</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="330"/>
        <source>Generation metrics (GEIA Table 4 layout)</source>
        <translation>Generierungsmetriken (Aufbau von GEIA Tabelle 4)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="336"/>
        <source>EMR</source>
        <translation>EMR</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="337"/>
        <source>Edit distance</source>
        <translation>Editierdistanz</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="15"/>
        <source>BLEU, exact match and cosine by reference length</source>
        <translation>BLEU, exakte Treffer und Kosinus nach Referenzlänge</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="16"/>
        <source>reference length (attacker tokens, bucket upper bound)</source>
        <translation>Referenzlänge (Angreifer-Tokens, Obergrenze des Intervalls)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="17"/>
        <source>BLEU / exact match (%)</source>
        <translation>BLEU / exakte Treffer (%)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="18"/>
        <source>BLEU, exact match and cosine by correction round</source>
        <translation>BLEU, exakte Treffer und Kosinus nach Korrekturrunde</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="19"/>
        <source>correction round</source>
        <translation>Korrekturrunde</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="20"/>
        <source>Final cosine against BLEU per sample</source>
        <translation>Endgültiger Kosinus gegen BLEU je Probe</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="21"/>
        <source>Token precision-recall over MLC thresholds</source>
        <translation>Token-Präzision und -Trefferquote über MLC-Schwellen</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="22"/>
        <source>recall (%)</source>
        <translation>Trefferquote (%)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="23"/>
        <source>precision (%)</source>
        <translation>Präzision (%)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="24"/>
        <source>Noise defence: retrieval against reconstruction</source>
        <translation>Abwehr durch Rauschen: Retrieval gegen Rekonstruktion</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="25"/>
        <source>defence: retrieval against reconstruction</source>
        <translation>als Abwehr: Retrieval gegen Rekonstruktion</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="26"/>
        <source>NDCG@10, cosine</source>
        <translation>NDCG@10, Kosinus</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="27"/>
        <source>BLEU, tf1, exact match (%)</source>
        <translation>BLEU, tf1, exakte Treffer (%)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="28"/>
        <source>Defences compared: search quality against leakage</source>
        <translation>Abwehrmaßnahmen im Vergleich: Suchqualität gegen Preisgabe</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="29"/>
        <source>retrieval NDCG@10 (utility)</source>
        <translation>Retrieval-NDCG@10 (Nutzen)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="30"/>
        <source>Vec2Text BLEU (leakage)</source>
        <translation>Vec2Text-BLEU (Preisgabe)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="31"/>
        <source>retrieval NDCG@10 (utility: higher is better)</source>
        <translation>Retrieval-NDCG@10 (Nutzen: höher ist besser)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="32"/>
        <source>Vec2Text BLEU (leakage: lower is better)</source>
        <translation>Vec2Text-BLEU (Preisgabe: niedriger ist besser)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="33"/>
        <source>By correction round:</source>
        <translation>Nach Korrekturrunde:</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="34"/>
        <source>vs</source>
        <translation>gegen</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="36"/>
        <source>λ (noise scale)</source>
        <translation>λ (Rauschskala)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="37"/>
        <source>bits per dimension</source>
        <translation>Bits je Dimension</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="38"/>
        <source>dimensions kept</source>
        <translation>behaltene Dimensionen</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="39"/>
        <source>principal components kept</source>
        <translation>behaltene Hauptkomponenten</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="40"/>
        <source>leaked pairs the attacker has</source>
        <translation>durchgesickerte Paare des Angreifers</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="41"/>
        <source>Gaussian noise</source>
        <translation>Gaußsches Rauschen</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="42"/>
        <source>Scalar quantisation</source>
        <translation>Skalare Quantisierung</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="43"/>
        <source>Binary quantisation</source>
        <translation>Binäre Quantisierung</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="44"/>
        <source>Truncation</source>
        <translation>Abschneiden</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="45"/>
        <source>PCA projection</source>
        <translation>PCA-Projektion</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="46"/>
        <source>Secret rotation</source>
        <translation>Geheime Rotation</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="47"/>
        <source>no defence</source>
        <translation>keine Abwehr</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="48"/>
        <source>leaked pairs</source>
        <translation>durchgesickerte Paare</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="49"/>
        <source>dimensions</source>
        <translation>Dimensionen</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="50"/>
        <source>components</source>
        <translation>Komponenten</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="51"/>
        <source>bits</source>
        <translation>Bits</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="52"/>
        <source>bit</source>
        <translation>Bit</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="54"/>
        <source>cosine</source>
        <translation>Kosinus</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="55"/>
        <source>exact match</source>
        <translation>exakte Treffer</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="56"/>
        <source>token F1 (tf1)</source>
        <translation>Token-F1 (tf1)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="57"/>
        <source>samples</source>
        <translation>Proben</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="58"/>
        <source>target cosine</source>
        <translation>Zielkosinus</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="60"/>
        <source>run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="61"/>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="62"/>
        <source>steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="63"/>
        <source>best of</source>
        <translation>bester aus</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="64"/>
        <source>nucleus sample</source>
        <translation>Nucleus-Stichprobe</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="65"/>
        <source>nucleus samples</source>
        <translation>Nucleus-Stichproben</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="66"/>
        <source>nucleus</source>
        <translation>Nucleus</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="67"/>
        <source>beam</source>
        <translation>Beam</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="68"/>
        <source>vec2text rule</source>
        <translation>Vec2Text-Regel</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="69"/>
        <source>no feedback</source>
        <translation>ohne Rückmeldung</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="70"/>
        <source>feedback withheld</source>
        <translation>Rückmeldung vorenthalten</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="71"/>
        <source>T5 decoder</source>
        <translation>T5-Decoder</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="72"/>
        <source>Noise sweep</source>
        <translation>Rauschmessreihe</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="73"/>
        <source>Defence sweep</source>
        <translation>Abwehrmessreihe</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="74"/>
        <source>Attribute probes</source>
        <translation>Attributsonden</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="75"/>
        <source>aligned from</source>
        <translation>ausgerichtet mit</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="76"/>
        <source>partial:</source>
        <translation>unvollständig:</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="77"/>
        <source>of</source>
        <translation>von</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="78"/>
        <source>shards</source>
        <translation>Teilen</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/eval/report_text.cpp" line="140"/>
        <source>%1 (%n entries)</source>
        <translation>
            <numerusform>%1 (%n Eintrag)</numerusform>
            <numerusform>%1 (%n Einträge)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/eval/report_text.cpp" line="141"/>
        <source>%1 (%n entries, %2 given names)</source>
        <translation>
            <numerusform>%1 (%n Eintrag, %2 Vornamen)</numerusform>
            <numerusform>%1 (%n Einträge, %2 Vornamen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/eval/report_text.cpp" line="145"/>
        <source>%1 (%2: %n terms, sha256 %3)</source>
        <translation>
            <numerusform>%1 (%2: %n Begriff, sha256 %3)</numerusform>
            <numerusform>%1 (%2: %n Begriffe, sha256 %3)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="25"/>
        <source>%1 % (%2–%3 %)</source>
        <translation>%1 % (%2–%3 %)</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="33"/>
        <source>trained against the victim</source>
        <translation>gegen das Opfer trainiert</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="42"/>
        <source>high</source>
        <translation>hoch</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="44"/>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="48"/>
        <source>low</source>
        <translation>niedrig</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="91"/>
        <source>No defence was measured: the case holds no defence sweep.</source>
        <translation>Keine Abwehr wurde gemessen: Der Fall enthält keinen Abwehr-Durchlauf.</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="92"/>
        <source>No defence swept keeps 90 % of retrieval quality (NDCG@10).</source>
        <translation>Keine der durchlaufenen Abwehren erhält 90 % der Suchqualität (NDCG@10).</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="95"/>
        <source>Of the defences swept, %1 at %2 keeps %3 % of retrieval quality (NDCG@10 %4 against %5 without it) at the lowest leak: Vec2Text&apos;s BLEU falls from %6 to %7.</source>
        <translation>Von den durchlaufenen Abwehren erhält %1 bei %2 %3 % der Suchqualität (NDCG@10 %4 gegenüber %5 ohne sie) beim geringsten Leck: Der BLEU von Vec2Text fällt von %6 auf %7.</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="121"/>
        <source>Summary of findings</source>
        <translation>Zusammenfassung der Befunde</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="170"/>
        <source>Audited: the case %1, holding %2. Written %3.</source>
        <translation>Geprüft: der Fall %1 mit %2. Geschrieben am %3.</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="172"/>
        <source>no vectors</source>
        <translation>keinen Vektoren</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="179"/>
        <source>Threat models tried: %1. &quot;Trained against the victim&quot; assumes the attacker could query the victim (or held many of its pairs) to train an attack; &quot;aligned from N leaked pairs&quot; assumes N (text, vector) pairs and a public attack model.</source>
        <translation>Geprüfte Bedrohungsmodelle: %1. „Gegen das Opfer trainiert“ setzt voraus, dass der Angreifer das Opfer abfragen konnte (oder viele seiner Paare besaß), um einen Angriff zu trainieren; „aus N durchgesickerten Paaren ausgerichtet“ setzt N (Text, Vektor)-Paare und ein öffentliches Angriffsmodell voraus.</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="104"/>
        <source>BLEU rests on few inverted documents (n = %1): an indication, not a ranking.</source>
        <translation>Der BLEU beruht auf wenigen invertierten Dokumenten (n = %1): ein Hinweis, keine Rangfolge.</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="131"/>
        <source>%1 (vectors: %2; dimensions: %3)</source>
        <translation>%1 (Vektoren: %2; Dimensionen: %3)</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="195"/>
        <source>%1 (%2) recovers at least one sensitive term from %3 of the records of %4 that hold one (n = %5).</source>
        <translation>%1 (%2) findet in %3 der Datensätze von %4, die einen sensiblen Begriff enthalten, mindestens einen wieder (n = %5).</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="199"/>
        <source>No attack recovered a sensitive term from the records of %1 that hold one (n = %2); at 95 % confidence at most %3 % of such records would leak one to %4.</source>
        <translation>Kein Angriff fand einen sensiblen Begriff in den Datensätzen von %1 wieder, die einen enthalten (n = %2); mit 95 % Sicherheit gäben höchstens %3 % solcher Datensätze einen an %4 preis.</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="205"/>
        <source>No attack run of this case could be checked for leaks: none has outputs for records whose texts hold a detected sensitive term.</source>
        <translation>Kein Angriffslauf dieses Falls konnte auf Lecks geprüft werden: Keiner hat Ausgaben für Datensätze, deren Texte einen erkannten sensiblen Begriff enthalten.</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="211"/>
        <source>What leaks, per attack and threat model</source>
        <translation>Was durchsickert, je Angriff und Bedrohungsmodell</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="212"/>
        <source>Threat model</source>
        <translation>Bedrohungsmodell</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="215"/>
        <source>Records checked</source>
        <translation>Geprüfte Datensätze</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="216"/>
        <source>Records leaking a term (95 % interval)</source>
        <translation>Datensätze mit preisgegebenem Begriff (95-%-Intervall)</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="217"/>
        <source>Risk</source>
        <translation>Risiko</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="224"/>
        <source>Records checked: those whose text holds a term the detectors found and that the run inverted. A record leaks when the run&apos;s output holds one of its terms as whole words (Wilson&apos;s 95 % interval).</source>
        <translation>Geprüfte Datensätze: die, deren Text einen von den Detektoren gefundenen Begriff enthält und die der Lauf invertiert hat. Ein Datensatz gibt etwas preis, wenn die Ausgabe des Laufs einen seiner Begriffe als ganze Wörter enthält (95-%-Intervall nach Wilson).</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="227"/>
        <source>Risk: high when even the interval&apos;s low end is at least 10 % of records; medium when any record leaks a term; low when none does.</source>
        <translation>Risiko: hoch, wenn selbst das untere Ende des Intervalls mindestens 10 % der Datensätze beträgt; mittel, wenn irgendein Datensatz einen Begriff preisgibt; niedrig, wenn keiner es tut.</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="234"/>
        <source>The records that leak the most</source>
        <translation>Die Datensätze, die am meisten preisgeben</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="235"/>
        <source>Record</source>
        <translation>Datensatz</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="236"/>
        <source>Recovered by</source>
        <translation>Wiedergefunden von</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="236"/>
        <source>Reconstruction</source>
        <translation>Rekonstruktion</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="237"/>
        <source>Terms recovered</source>
        <translation>Wiedergefundene Begriffe</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="256"/>
        <source>%1, row %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="261"/>
        <source>Redacted: each detected term is replaced by its kind, in the texts and the reconstructions.</source>
        <translation>Geschwärzt: Jeder erkannte Begriff ist in den Texten und den Rekonstruktionen durch seine Art ersetzt.</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="272"/>
        <source>an attacker trained against the victim</source>
        <translation>ein gegen das Opfer trainierter Angreifer</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="273"/>
        <source>an attacker aligned from leaked pairs</source>
        <translation>ein aus durchgesickerten Paaren ausgerichteter Angreifer</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="274"/>
        <source>attribute inference (probes)</source>
        <translation>Attributerschließung (Sonden)</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="275"/>
        <source>translation without pairs (vec2vec) and query-only search (ZSInvert), which this version of Unembed cannot run</source>
        <translation>Übersetzung ohne Paare (vec2vec) und Suche allein über Abfragen (ZSInvert), die diese Version von Unembed nicht ausführen kann</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="278"/>
        <source>Not tested: %1.</source>
        <translation>Nicht geprüft: %1.</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="280"/>
        <source>This report is redacted: the sensitive terms the detectors found in quoted records and reconstructions are replaced by their kind.</source>
        <translation>Dieser Bericht ist geschwärzt: Die sensiblen Begriffe, die die Detektoren in zitierten Datensätzen und Rekonstruktionen fanden, sind durch ihre Art ersetzt.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui_main.cpp" line="39"/>
        <source>Investigation workbench for text-embedding inversion</source>
        <translation>Untersuchungsumgebung für die Inversion von Text-Embeddings</translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="43"/>
        <source>Case file to open (*.unembed).</source>
        <translation>Zu öffnende Falldatei (*.unembed).</translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="46"/>
        <source>Save the window to FILE (PNG) once it is shown, then quit.</source>
        <translation>Das Fenster nach dem Anzeigen in DATEI (PNG) speichern und beenden.</translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="52"/>
        <source>With --screenshot: the view in front (vectors, curves, report, map, try, compare, leaks, models, live).</source>
        <translation>Mit --screenshot: die Ansicht im Vordergrund (vectors, curves, report, map, try, compare, leaks, models, live).</translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="58"/>
        <source>With --screenshot: attack TEXT in Try with the case&apos;s attackers and save the window when they are done.</source>
        <translation>Mit --screenshot: TEXT in „Versuchen“ mit den Angreifern des Falls angreifen und das Fenster speichern, wenn sie fertig sind.</translation>
    </message>
</context>
<context>
    <name>unembed::AttackDialog</name>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="64"/>
        <source>Evaluate against the &amp;texts</source>
        <translation>Gegen die &amp;Texte auswerten</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="72"/>
        <source>Run Attack</source>
        <translation>Angriff ausführen</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="73"/>
        <source>MLC: multi-label classifier (tokens)</source>
        <translation>MLC: Multi-Label-Klassifikator (Tokens)</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="74"/>
        <source>MSP: multi-set prediction (tokens)</source>
        <translation>MSP: Multiset-Vorhersage (Tokens)</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="75"/>
        <source>GEIA: beam search, 5 beams</source>
        <translation>GEIA: Strahlsuche, 5 Strahlen</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="76"/>
        <source>GEIA: nucleus sampling, p 0.9, T 0.9</source>
        <translation>GEIA: Nucleus-Sampling, p 0,9, T 0,9</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="77"/>
        <source>Vec2Text: base inverter and corrector</source>
        <translation>Vec2Text: Basis-Inverter und Korrektor</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="78"/>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="79"/>
        <source>Attacker model folder</source>
        <translation>Ordner des Angreifermodells</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="80"/>
        <source>Model folder</source>
        <translation>Modellordner</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="81"/>
        <source>Victim embedder folder</source>
        <translation>Ordner des Opfer-Embedders</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="82"/>
        <source>A sentence-transformers folder</source>
        <translation>Ein sentence-transformers-Ordner</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="83"/>
        <source>Alignment map folder</source>
        <translation>Ordner der Abbildung</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="84"/>
        <source>None: the attacker was trained against this victim</source>
        <translation>Keine: der Angreifer wurde gegen dieses Opfer trainiert</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="85"/>
        <source>A map fitted on leaked pairs (unembed-cli align) from this victim&apos;s vectors into the space of the embedder the attacker was trained for; that embedder then re-embeds the attack&apos;s texts, so no victim query is spent</source>
        <translation>Eine auf durchgesickerten Paaren angepasste Abbildung (unembed-cli align) von den Vektoren dieses Opfers in den Raum des Embedders, gegen den der Angreifer trainiert wurde; dieser Embedder bettet dann die Texte des Angriffs ein, sodass keine Anfrage an das Opfer anfällt</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="89"/>
        <source>Vec2Text corrector folder</source>
        <translation>Ordner des Vec2Text-Korrektors</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="90"/>
        <source>Corrector folder</source>
        <translation>Korrektorordner</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="168"/>
        <source>Correction steps</source>
        <translation>Korrekturschritte</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="169"/>
        <source>Correction steps after the base inverter&apos;s hypothesis; 0: the base inverter alone</source>
        <translation>Korrekturschritte nach der Hypothese des Basis-Inverters; 0: nur der Basis-Inverter</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="173"/>
        <source>Sequence beam width</source>
        <translation>Breite der Sequenz-Beam-Suche</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="174"/>
        <source>Hypotheses kept per vector between steps (sbeam); 1 corrects greedily</source>
        <translation>Zwischen den Schritten je Vektor behaltene Hypothesen (sbeam); 1 korrigiert gierig</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="92"/>
        <source>every row</source>
        <translation>alle Zeilen</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="93"/>
        <source>Rows to attack, from the first</source>
        <translation>Anzugreifende Zeilen, ab der ersten</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="95"/>
        <source>no sample</source>
        <translation>keine Stichprobe</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="96"/>
        <source>Rows to attack, drawn at random</source>
        <translation>Anzugreifende Zeilen, zufällig gezogen</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="97"/>
        <source>Attack a uniform random sample of this many rows; evaluated, the run also estimates the whole dataset&apos;s figures with 95 % intervals (the Report&apos;s Sampling audits table)</source>
        <translation>Eine gleichverteilte Zufallsstichprobe so vieler Zeilen angreifen; ausgewertet schätzt der Lauf auch die Kennzahlen des ganzen Datensatzes mit 95-%-Intervallen (Tabelle „Sampling audits“ im Bericht)</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="102"/>
        <source>seed </source>
        <translation>Seed </translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="103"/>
        <source>Random seed of the sample</source>
        <translation>Zufalls-Seed der Stichprobe</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="106"/>
        <source>Score the outputs with the papers&apos; metrics (the victim gives the cosine) for the Report&apos;s tables and the Compare view&apos;s figures</source>
        <translation>Die Ausgaben mit den Metriken der Arbeiten bewerten (das Opfer liefert den Kosinus), für die Tabellen des Berichts und die Werte der Vergleichsansicht</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="109"/>
        <source>The dataset has no texts to score the outputs against</source>
        <translation>Der Datensatz hat keine Texte, gegen die die Ausgaben bewertet werden könnten</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="110"/>
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="115"/>
        <source>Dataset:</source>
        <translation>Datensatz:</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="116"/>
        <source>&amp;Attack:</source>
        <translation>An&amp;griff:</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="118"/>
        <source>Browse for the attacker model folder</source>
        <translation>Ordner des Angreifermodells suchen</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="120"/>
        <source>Browse for the victim embedder folder</source>
        <translation>Ordner des Opfer-Embedders suchen</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="123"/>
        <source>&amp;Model folder:</source>
        <translation>&amp;Modellordner:</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="126"/>
        <source>Alignment map</source>
        <translation>Abbildung</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="126"/>
        <source>Browse for an alignment map folder</source>
        <translation>Ordner einer Abbildung suchen</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="129"/>
        <source>Corrector</source>
        <translation>Korrektor</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="130"/>
        <source>Browse for the Vec2Text corrector folder</source>
        <translation>Den Ordner des Vec2Text-Korrektors suchen</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="132"/>
        <source>&amp;Corrector:</source>
        <translation>&amp;Korrektor:</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="179"/>
        <source>Sequence &amp;beam:</source>
        <translation>Sequenz-&amp;Beam:</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="133"/>
        <source>Correction ste&amp;ps:</source>
        <translation>Korrektursc&amp;hritte:</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="140"/>
        <source>Random &amp;sample:</source>
        <translation>Zufalls&amp;stichprobe:</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="117"/>
        <source>Attacker model</source>
        <translation>Angreifermodell</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="124"/>
        <source>&amp;Victim embedder:</source>
        <translation>&amp;Opfer-Embedder:</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="119"/>
        <source>Victim embedder</source>
        <translation>Opfer-Embedder</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="128"/>
        <source>T&amp;hrough a map:</source>
        <translation>Über eine Abbi&amp;ldung:</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="134"/>
        <source>&amp;First rows:</source>
        <translation>&amp;Erste Zeilen:</translation>
    </message>
</context>
<context>
    <name>unembed::BrowseField</name>
    <message>
        <location filename="../ui/browse_field.cpp" line="29"/>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
</context>
<context>
    <name>unembed::CaseExplorer</name>
    <message>
        <location filename="../ui/case_explorer.cpp" line="57"/>
        <source>Case explorer</source>
        <translation>Fall-Explorer</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="83"/>
        <source>Datasets</source>
        <translation>Datensätze</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="85"/>
        <source>%1 — %2 × %3</source>
        <translation>%1 — %2 × %3</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="88"/>
        <source>Imported from %1
SHA-256 %2</source>
        <translation>Importiert aus %1
SHA-256 %2</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="89"/>
        <source>Format: %1</source>
        <translation>Format: %1</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="96"/>
        <source>Models</source>
        <translation>Modelle</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="100"/>
        <source>%1
trained against %2 (dimension %3)</source>
        <translation>%1
trainiert gegen %2 (Dimension %3)</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="108"/>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="111"/>
        <source>#%1 %2 — %3</source>
        <translation>#%1 %2 — %3</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="120"/>
        <source>Curves</source>
        <translation>Kurven</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="123"/>
        <source>#%1 %2 (%3)</source>
        <translation>#%1 %2 (%3)</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="126"/>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="127"/>
        <source>%1 and %2 against %3</source>
        <translation>%1 und %2 gegen %3</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="147"/>
        <source>Re&amp;name Dataset…</source>
        <translation>Datensatz &amp;umbenennen…</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="150"/>
        <source>&amp;Delete Dataset…</source>
        <translation>Datensatz &amp;löschen…</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="156"/>
        <source>&amp;Delete Curve…</source>
        <translation>Kurve &amp;löschen…</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="170"/>
        <source>&amp;Delete Run…</source>
        <translation>Lauf &amp;löschen…</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="181"/>
        <source>&amp;Evaluate Run</source>
        <translation>Lauf &amp;auswerten</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="186"/>
        <source>Evaluate with a Perple&amp;xity Judge…</source>
        <translation>Mit einem Perple&amp;xitäts-Richter auswerten…</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="187"/>
        <source>Also score the predictions&apos; fluency: their perplexity under a Hugging Face GPT-2 folder (GEIA&apos;s PPL)</source>
        <translation>Bewertet auch die Flüssigkeit der Vorhersagen: ihre Perplexität unter einem Hugging-Face-GPT-2-Ordner (GEIAs PPL)</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="194"/>
        <source>&amp;Precision–Recall Sweep</source>
        <translation>&amp;Precision-Recall-Durchlauf</translation>
    </message>
</context>
<context>
    <name>unembed::CompareTableModel</name>
    <message>
        <location filename="../ui/compare_table_model.cpp" line="157"/>
        <location filename="../ui/compare_table_model.cpp" line="167"/>
        <source>&lt;i&gt;not attacked&lt;/i&gt;</source>
        <translation>&lt;i&gt;nicht angegriffen&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../ui/compare_table_model.cpp" line="179"/>
        <source>Probability of each token: %1</source>
        <translation>Wahrscheinlichkeit jedes Tokens: %1</translation>
    </message>
    <message>
        <location filename="../ui/compare_table_model.cpp" line="193"/>
        <source>share of the true text&apos;s words recovered</source>
        <translation>Anteil wiederhergestellter Wörter des wahren Texts</translation>
    </message>
    <message>
        <location filename="../ui/compare_table_model.cpp" line="243"/>
        <source>%1 (run %2)</source>
        <translation>%1 (Lauf %2)</translation>
    </message>
    <message>
        <location filename="../ui/compare_table_model.cpp" line="245"/>
        <source>, final</source>
        <translation>, final</translation>
    </message>
    <message>
        <location filename="../ui/compare_table_model.cpp" line="245"/>
        <source>, round %1</source>
        <translation>, Runde %1</translation>
    </message>
    <message>
        <location filename="../ui/compare_table_model.cpp" line="252"/>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location filename="../ui/compare_table_model.cpp" line="253"/>
        <source>True text</source>
        <translation>Wahrer Text</translation>
    </message>
    <message>
        <location filename="../ui/compare_table_model.cpp" line="259"/>
        <source>Words of the true text found in the output are marked; the figure before each output, and the order when sorted, is %1.</source>
        <translation>Wörter des wahren Texts, die in der Ausgabe vorkommen, sind markiert; die Zahl vor jeder Ausgabe und die Sortierung ist: %1.</translation>
    </message>
</context>
<context>
    <name>unembed::CompareView</name>
    <message>
        <location filename="../ui/compare_view.cpp" line="48"/>
        <source>Runs to compare</source>
        <translation>Zu vergleichende Läufe</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="57"/>
        <source>final</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="58"/>
        <source>Vec2Text round shown</source>
        <translation>Angezeigte Vec2Text-Runde</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="59"/>
        <source>Show Vec2Text outputs as they stood after this correction round</source>
        <translation>Vec2Text-Ausgaben so zeigen, wie sie nach dieser Korrekturrunde waren</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="62"/>
        <source>Sort outputs by</source>
        <translation>Ausgaben sortieren nach</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="74"/>
        <location filename="../ui/compare_view.cpp" line="249"/>
        <source>Outputs side by side</source>
        <translation>Ausgaben nebeneinander</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="125"/>
        <source>The row in focus</source>
        <translation>Die Zeile im Fokus</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="153"/>
        <source>Runs:</source>
        <translation>Läufe:</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="154"/>
        <source>Vec2Text round:</source>
        <translation>Vec2Text-Runde:</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="146"/>
        <source>Sort by:</source>
        <translation>Sortieren nach:</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="66"/>
        <source>The figure shown before each output, and what the outputs are sorted by: the share of the true text&apos;s words recovered, or a figure stored by eval</source>
        <translation>Die Zahl vor jeder Ausgabe und das Sortierkriterium: der Anteil wiederhergestellter Wörter des wahren Texts oder ein von eval gespeicherter Wert</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="76"/>
        <source>Row and true text</source>
        <translation>Zeile und wahrer Text</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="132"/>
        <source>Cop&amp;y Table</source>
        <translation>Ver&amp;gleich kopieren</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="133"/>
        <source>Copy the comparison, in the order shown, as a Markdown table</source>
        <translation>Den Vergleich in der angezeigten Reihenfolge als Markdown-Tabelle kopieren</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/compare_view.cpp" line="136"/>
        <source>Copied %n row(s) as Markdown</source>
        <translation>
            <numerusform>%n Zeile als Markdown kopiert</numerusform>
            <numerusform>%n Zeilen als Markdown kopiert</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="138"/>
        <source>E&amp;xport CSV…</source>
        <translation>CSV e&amp;xportieren…</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="139"/>
        <source>Save the comparison, in the order shown, as a CSV file</source>
        <translation>Den Vergleich in der angezeigten Reihenfolge als CSV-Datei speichern</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="155"/>
        <source>Legend:</source>
        <translation>Legende:</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="184"/>
        <source>%1 — run %2, %3, %4</source>
        <translation>%1 — Lauf %2, %3, %4</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="250"/>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="250"/>
        <source>True text</source>
        <translation>Wahrer Text</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="253"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="273"/>
        <source>Export Comparison</source>
        <translation>Vergleich exportieren</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="273"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="275"/>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="283"/>
        <source>&lt;span style=&quot;background-color:%1; color:%2&quot;&gt;&amp;nbsp;word&amp;nbsp;&lt;/span&gt; found in the true text</source>
        <translation>&lt;span style=&quot;background-color:%1; color:%2&quot;&gt;&amp;nbsp;Wort&amp;nbsp;&lt;/span&gt; im wahren Text gefunden</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="290"/>
        <source> &amp;nbsp; &lt;b style=&quot;color:%1&quot;&gt;term&lt;/b&gt; a sensitive term of the true text</source>
        <translation> &amp;nbsp; &lt;b style=&quot;color:%1&quot;&gt;Begriff&lt;/b&gt; ein sensibler Begriff des wahren Texts</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="293"/>
        <source>Sensitive terms found by %1</source>
        <translation>Sensible Begriffe, gefunden von %1</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="301"/>
        <source>share of the true text&apos;s words recovered</source>
        <translation>Anteil wiederhergestellter Wörter des wahren Texts</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="340"/>
        <source>&lt;h3&gt;Row %1&lt;/h3&gt;&lt;p&gt;&lt;b&gt;True text:&lt;/b&gt; %2&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Zeile %1&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Wahrer Text:&lt;/b&gt; %2&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="346"/>
        <source>%1% of the true text&apos;s words recovered</source>
        <translation>%1 % der Wörter des wahren Texts wiederhergestellt</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="349"/>
        <source>; %1: %2</source>
        <translation>; %1: %2</translation>
    </message>
</context>
<context>
    <name>unembed::CurvePlot</name>
    <message>
        <location filename="../ui/curve_plot.cpp" line="53"/>
        <source>Curve plot</source>
        <translation>Kurvendiagramm</translation>
    </message>
    <message>
        <location filename="../ui/curve_plot.cpp" line="219"/>
        <source>dashed lines: the same figures without the defence</source>
        <translation>gestrichelte Linien: dieselben Werte ohne Abwehr</translation>
    </message>
    <message>
        <location filename="../ui/curve_plot.cpp" line="220"/>
        <source>dashed lines: λ = 0 (no noise), which a log axis cannot place</source>
        <translation>gestrichelte Linien: λ = 0 (kein Rauschen), das eine logarithmische Achse nicht darstellen kann</translation>
    </message>
    <message>
        <location filename="../ui/curve_plot.cpp" line="225"/>
        <source>right axis: %1</source>
        <translation>rechte Achse: %1</translation>
    </message>
    <message>
        <location filename="../ui/curve_plot.cpp" line="280"/>
        <source>%1
%2 = %3
%4 = %5</source>
        <translation>%1
%2 = %3
%4 = %5</translation>
    </message>
</context>
<context>
    <name>unembed::DefenceSweepDialog</name>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="45"/>
        <source>Sweep a Defence</source>
        <translation>Abwehr durchmessen</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="46"/>
        <source>Gaussian noise</source>
        <translation>Gaußsches Rauschen</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="47"/>
        <source>Scalar quantisation</source>
        <translation>Skalare Quantisierung</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="48"/>
        <source>Binary quantisation</source>
        <translation>Binäre Quantisierung</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="49"/>
        <source>Truncation</source>
        <translation>Abschneiden</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="50"/>
        <source>PCA projection</source>
        <translation>PCA-Projektion</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="51"/>
        <source>Secret rotation</source>
        <translation>Geheime Rotation</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="52"/>
        <source>Defence</source>
        <translation>Abwehr</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="53"/>
        <source>Strengths, separated by commas</source>
        <translation>Stärken, durch Kommas getrennt</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="55"/>
        <source>Victim embedder folder</source>
        <translation>Ordner des Opfer-Embedders</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="56"/>
        <source>Retrieval set folder (BEIR)</source>
        <translation>Ordner der Retrieval-Menge (BEIR)</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="57"/>
        <source>corpus.jsonl, queries.jsonl, qrels/SPLIT.tsv</source>
        <translation>corpus.jsonl, queries.jsonl, qrels/SPLIT.tsv</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="58"/>
        <source>Qrels split</source>
        <translation>Qrels-Aufteilung</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="59"/>
        <source>Vec2Text base inverter folder</source>
        <translation>Ordner des Vec2Text-Basis-Inverters</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="60"/>
        <source>Vec2Text corrector folder</source>
        <translation>Ordner des Vec2Text-Korrektors</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="62"/>
        <source>Alignment map folder</source>
        <translation>Ordner der Abbildung</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="63"/>
        <source>none: the attackers were trained against this victim</source>
        <translation>keine: die Angreifer wurden gegen dieses Opfer trainiert</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="64"/>
        <source>A map fitted on leaked pairs (unembed-cli align) from the victim&apos;s vectors into the space of the embedder the inverter and corrector were trained for: the attacker reads the defended vectors through it and queries no victim</source>
        <translation>Eine auf durchgesickerten Paaren angepasste Abbildung (unembed-cli align) von den Vektoren des Opfers in den Raum des Embedders, gegen den Inverter und Korrektor trainiert wurden: Der Angreifer liest die geschützten Vektoren über sie und fragt kein Opfer ab</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="70"/>
        <source>every document</source>
        <translation>alle Dokumente</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="71"/>
        <source>Documents inverted at each strength</source>
        <translation>Bei jeder Stärke invertierte Dokumente</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="73"/>
        <source>Seed of the noise and the rotation&apos;s key</source>
        <translation>Seed des Rauschens und Schlüssel der Rotation</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="74"/>
        <source>&amp;Sweep</source>
        <translation>&amp;Durchmessen</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="77"/>
        <source>&amp;Defence:</source>
        <translation>&amp;Abwehr:</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="78"/>
        <source>S&amp;trengths:</source>
        <translation>&amp;Stärken:</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="84"/>
        <source>Victim embedder</source>
        <translation>Opfer-Embedder</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="84"/>
        <source>Browse for the victim embedder folder</source>
        <translation>Ordner des Opfer-Embedders suchen</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="86"/>
        <source>Retrieval set</source>
        <translation>Retrieval-Menge</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="86"/>
        <source>Browse for the BEIR folder of the retrieval set</source>
        <translation>Den BEIR-Ordner der Retrieval-Menge suchen</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="88"/>
        <source>Base inverter</source>
        <translation>Basis-Inverter</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="88"/>
        <source>Browse for the Vec2Text base inverter folder</source>
        <translation>Den Ordner des Vec2Text-Basis-Inverters suchen</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="90"/>
        <source>Corrector</source>
        <translation>Korrektor</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="90"/>
        <source>Browse for the Vec2Text corrector folder</source>
        <translation>Den Ordner des Vec2Text-Korrektors suchen</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="91"/>
        <source>&amp;Victim embedder:</source>
        <translation>&amp;Opfer-Embedder:</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="92"/>
        <source>&amp;Retrieval set:</source>
        <translation>&amp;Retrieval-Menge:</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="93"/>
        <source>Sp&amp;lit:</source>
        <translation>Auf&amp;teilung:</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="96"/>
        <source>Alignment map</source>
        <translation>Abbildung</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="96"/>
        <source>Browse for an alignment map folder</source>
        <translation>Ordner einer Abbildung suchen</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="97"/>
        <source>Thro&amp;ugh a map:</source>
        <translation>Ü&amp;ber eine Abbildung:</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="98"/>
        <source>Correction ste&amp;ps:</source>
        <translation>Korrektursc&amp;hritte:</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="99"/>
        <source>Docu&amp;ments inverted:</source>
        <translation>Invertierte Doku&amp;mente:</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="100"/>
        <source>&amp;Key (seed):</source>
        <translation>Sch&amp;lüssel (Seed):</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="94"/>
        <source>Base &amp;inverter:</source>
        <translation>Basis-&amp;Inverter:</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="95"/>
        <source>&amp;Corrector:</source>
        <translation>&amp;Korrektor:</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="126"/>
        <source>strengths</source>
        <translation>Stärken</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="157"/>
        <source>λ, the scale of the Gaussian noise added to every vector; 0 is the victim without noise.</source>
        <translation>λ, die Skala des zu jedem Vektor addierten Gaußschen Rauschens; 0 ist das Opfer ohne Rauschen.</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="161"/>
        <source>Bits per dimension; each dimension is quantised over the range the documents span in it. Measured without the defence first.</source>
        <translation>Bits je Dimension; jede Dimension wird über den Bereich quantisiert, den die Dokumente in ihr aufspannen. Zuerst ohne die Abwehr gemessen.</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="166"/>
        <source>Signs only: one point, beside the victim without the defence.</source>
        <translation>Nur Vorzeichen: ein Punkt, neben dem Opfer ohne die Abwehr.</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="170"/>
        <source>Dimensions kept, from the first; at most the victim&apos;s dimension.</source>
        <translation>Behaltene Dimensionen, ab der ersten; höchstens die Dimension des Opfers.</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="174"/>
        <source>Principal components of the documents kept; at most the victim&apos;s dimension.</source>
        <translation>Behaltene Hauptkomponenten der Dokumente; höchstens die Dimension des Opfers.</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="178"/>
        <source>Leaked (text, vector) pairs the attacker has to estimate the rotation: the documents after the inverted ones. Default counts the retrieval set is too small for are left out.</source>
        <translation>Durchgesickerte (Text, Vektor)-Paare, mit denen der Angreifer die Rotation schätzt: die Dokumente nach den invertierten. Voreingestellte Anzahlen, für die die Retrieval-Menge zu klein ist, entfallen.</translation>
    </message>
</context>
<context>
    <name>unembed::EmbedTextDialog</name>
    <message>
        <location filename="../ui/embed_text_dialog.cpp" line="21"/>
        <source>typed sentences</source>
        <translation>eingegebene Sätze</translation>
    </message>
    <message>
        <location filename="../ui/embed_text_dialog.cpp" line="26"/>
        <source>Embed Text</source>
        <translation>Text einbetten</translation>
    </message>
    <message>
        <location filename="../ui/embed_text_dialog.cpp" line="27"/>
        <source>One sentence per line</source>
        <translation>Ein Satz pro Zeile</translation>
    </message>
    <message>
        <location filename="../ui/embed_text_dialog.cpp" line="28"/>
        <source>Sentences to embed, one per line</source>
        <translation>Einzubettende Sätze, einer pro Zeile</translation>
    </message>
    <message>
        <location filename="../ui/embed_text_dialog.cpp" line="30"/>
        <source>Dataset name</source>
        <translation>Name des Datensatzes</translation>
    </message>
    <message>
        <location filename="../ui/embed_text_dialog.cpp" line="31"/>
        <source>Victim embedder folder</source>
        <translation>Ordner des Opfer-Embedders</translation>
    </message>
    <message>
        <location filename="../ui/embed_text_dialog.cpp" line="32"/>
        <source>A sentence-transformers folder</source>
        <translation>Ein sentence-transformers-Ordner</translation>
    </message>
    <message>
        <location filename="../ui/embed_text_dialog.cpp" line="34"/>
        <source>Browse for the embedder folder</source>
        <translation>Embedder-Ordner suchen</translation>
    </message>
    <message>
        <location filename="../ui/embed_text_dialog.cpp" line="34"/>
        <source>Victim embedder</source>
        <translation>Opfer-Embedder</translation>
    </message>
    <message>
        <location filename="../ui/embed_text_dialog.cpp" line="35"/>
        <source>&amp;Embed</source>
        <translation>&amp;Einbetten</translation>
    </message>
    <message>
        <location filename="../ui/embed_text_dialog.cpp" line="38"/>
        <source>&amp;Sentences:</source>
        <translation>&amp;Sätze:</translation>
    </message>
    <message>
        <location filename="../ui/embed_text_dialog.cpp" line="39"/>
        <source>Dataset &amp;name:</source>
        <translation>&amp;Name des Datensatzes:</translation>
    </message>
    <message>
        <location filename="../ui/embed_text_dialog.cpp" line="41"/>
        <source>&amp;Victim embedder:</source>
        <translation>&amp;Opfer-Embedder:</translation>
    </message>
</context>
<context>
    <name>unembed::EndpointDialog</name>
    <message>
        <location filename="../ui/endpoint_dialog.cpp" line="50"/>
        <source>Register an Embeddings Endpoint</source>
        <translation>Embeddings-Endpunkt registrieren</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_dialog.cpp" line="55"/>
        <source>the model&apos;s own</source>
        <translation>die des Modells</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_dialog.cpp" line="62"/>
        <source>Any OpenAI-compatible POST /v1/embeddings endpoint (OpenAI, text-embeddings-inference, Ollama, vLLM, llama.cpp, unembed-cli serve). The key is read from the environment variable when the endpoint is queried; it is never written to the case.</source>
        <translation>Jeder OpenAI-kompatible Endpunkt POST /v1/embeddings (OpenAI, text-embeddings-inference, Ollama, vLLM, llama.cpp, unembed-cli serve). Der Schlüssel wird bei jeder Abfrage aus der Umgebungsvariable gelesen und nie in den Fall geschrieben.</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_dialog.cpp" line="69"/>
        <source>Base &amp;URL:</source>
        <translation>Basis-&amp;URL:</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_dialog.cpp" line="70"/>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_dialog.cpp" line="71"/>
        <source>API &amp;key variable:</source>
        <translation>Variable des API-&amp;Schlüssels:</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_dialog.cpp" line="72"/>
        <source>&amp;Dimensions:</source>
        <translation>&amp;Dimensionen:</translation>
    </message>
</context>
<context>
    <name>unembed::ExportFigureDialog</name>
    <message>
        <location filename="../ui/export_figure_dialog.cpp" line="36"/>
        <location filename="../ui/export_figure_dialog.cpp" line="89"/>
        <source>Export Figure</source>
        <translation>Abbildung exportieren</translation>
    </message>
    <message>
        <location filename="../ui/export_figure_dialog.cpp" line="39"/>
        <location filename="../ui/export_figure_dialog.cpp" line="40"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location filename="../ui/export_figure_dialog.cpp" line="41"/>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <location filename="../ui/export_figure_dialog.cpp" line="42"/>
        <source>Width in pixels</source>
        <translation>Breite in Pixeln</translation>
    </message>
    <message>
        <location filename="../ui/export_figure_dialog.cpp" line="43"/>
        <source>Height in pixels</source>
        <translation>Höhe in Pixeln</translation>
    </message>
    <message>
        <location filename="../ui/export_figure_dialog.cpp" line="44"/>
        <source>Dots per inch</source>
        <translation>Punkte pro Zoll</translation>
    </message>
    <message>
        <location filename="../ui/export_figure_dialog.cpp" line="45"/>
        <source>The size of text and lines in the figure&apos;s pixels: 300 dpi at twice the width and height gives the same figure, sharper.</source>
        <translation>Die Größe von Text und Linien in Pixeln der Abbildung: 300 dpi bei doppelter Breite und Höhe ergibt dieselbe Abbildung, nur schärfer.</translation>
    </message>
    <message>
        <location filename="../ui/export_figure_dialog.cpp" line="47"/>
        <source>Figure file</source>
        <translation>Abbildungsdatei</translation>
    </message>
    <message>
        <location filename="../ui/export_figure_dialog.cpp" line="51"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <location filename="../ui/export_figure_dialog.cpp" line="55"/>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <location filename="../ui/export_figure_dialog.cpp" line="61"/>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <location filename="../ui/export_figure_dialog.cpp" line="62"/>
        <source>&amp;Width:</source>
        <translation>&amp;Breite:</translation>
    </message>
    <message>
        <location filename="../ui/export_figure_dialog.cpp" line="63"/>
        <source>&amp;Height:</source>
        <translation>&amp;Höhe:</translation>
    </message>
    <message>
        <location filename="../ui/export_figure_dialog.cpp" line="64"/>
        <source>&amp;Resolution:</source>
        <translation>&amp;Auflösung:</translation>
    </message>
    <message>
        <location filename="../ui/export_figure_dialog.cpp" line="90"/>
        <source>PNG image (*.png);;PDF document (*.pdf);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;PDF-Dokument (*.pdf);;SVG-Zeichnung (*.svg)</translation>
    </message>
</context>
<context>
    <name>unembed::ImportDialog</name>
    <message>
        <location filename="../ui/import_dialog.cpp" line="34"/>
        <source>&amp;Collection:</source>
        <translation>&amp;Sammlung:</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="35"/>
        <source>Import Embeddings</source>
        <translation>Embeddings importieren</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="36"/>
        <source>Embedding file</source>
        <translation>Embedding-Datei</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="37"/>
        <source>Texts file</source>
        <translation>Textdatei</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="38"/>
        <source>optional: one text per row</source>
        <translation>optional: ein Text pro Zeile</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="39"/>
        <source>Dataset name</source>
        <translation>Name des Datensatzes</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="40"/>
        <source>Chroma collection</source>
        <translation>Chroma-Sammlung</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="42"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="43"/>
        <source>B&amp;rowse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="49"/>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="56"/>
        <source>&amp;Embeddings:</source>
        <translation>&amp;Embeddings:</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="58"/>
        <source>&amp;Texts:</source>
        <translation>&amp;Texte:</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="59"/>
        <source>Dataset &amp;name:</source>
        <translation>&amp;Name des Datensatzes:</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="86"/>
        <source>Embedding files (%1)</source>
        <translation>Embedding-Dateien (%1)</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="88"/>
        <source>Embedding File</source>
        <translation>Embedding-Datei</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="95"/>
        <source>Texts File</source>
        <translation>Textdatei</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="96"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Textdateien (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="126"/>
        <source>(no collection)</source>
        <translation>(keine Sammlung)</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="128"/>
        <source>(cannot read the store)</source>
        <translation>(Speicher nicht lesbar)</translation>
    </message>
</context>
<context>
    <name>unembed::InferenceWorker</name>
    <message>
        <location filename="../ui/inference_worker.cpp" line="33"/>
        <source>Device: %1
Threads: %2 (OpenMP waiting: %3)
libtorch %4
BLAS: %5%6%7%8</source>
        <translation>Gerät: %1
Threads: %2 (OpenMP-Warten: %3)
libtorch %4
BLAS: %5%6%7%8</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/inference_worker.cpp" line="37"/>
        <source>, %n thread(s)</source>
        <translation>
            <numerusform>, %n Thread</numerusform>
            <numerusform>, %n Threads</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/inference_worker.cpp" line="38"/>
        <source>, %1 kernels</source>
        <translation>, %1-Kernel</translation>
    </message>
    <message>
        <location filename="../ui/inference_worker.cpp" line="40"/>
        <source>
Few-row products: %1</source>
        <translation>
Matrixprodukte mit wenigen Zeilen: %1</translation>
    </message>
</context>
<context>
    <name>unembed::JobsPanel</name>
    <message>
        <location filename="../ui/jobs_panel.cpp" line="43"/>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../ui/jobs_panel.cpp" line="46"/>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <location filename="../ui/jobs_panel.cpp" line="55"/>
        <source>Queued</source>
        <translation>In der Warteschlange</translation>
    </message>
    <message>
        <location filename="../ui/jobs_panel.cpp" line="61"/>
        <source>Progress of %1</source>
        <translation>Fortschritt von %1</translation>
    </message>
    <message>
        <location filename="../ui/jobs_panel.cpp" line="62"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/jobs_panel.cpp" line="63"/>
        <source>Cancel %1</source>
        <translation>%1 abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/jobs_panel.cpp" line="67"/>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <location filename="../ui/jobs_panel.cpp" line="89"/>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <location filename="../ui/jobs_panel.cpp" line="97"/>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 von %3</translation>
    </message>
    <message>
        <location filename="../ui/jobs_panel.cpp" line="114"/>
        <source>stopped at %p%</source>
        <translation>angehalten bei %p %</translation>
    </message>
</context>
<context>
    <name>unembed::LeaksView</name>
    <message>
        <location filename="../ui/leaks_view.cpp" line="57"/>
        <source>%1 recovered “%2”</source>
        <translation>%1 fand „%2“ wieder</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="58"/>
        <source>%1 did not recover “%2”</source>
        <translation>%1 fand „%2“ nicht wieder</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="61"/>
        <source>recovered</source>
        <translation>wiedergefunden</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="61"/>
        <source>not recovered</source>
        <translation>nicht wiedergefunden</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="83"/>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="85"/>
        <source>%1 (run %2)</source>
        <translation>%1 (Lauf %2)</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="89"/>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="89"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="89"/>
        <source>Term</source>
        <translation>Begriff</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="90"/>
        <source>Detector</source>
        <translation>Detektor</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="101"/>
        <source>Recovered only</source>
        <translation>Nur wiedergefundene</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="124"/>
        <source>Copy Table</source>
        <translation>Tabelle kopieren</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="130"/>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="138"/>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="196"/>
        <source>No sensitive terms detected in %1 yet: evaluate a run on it (right-click the run in the Case panel; your own term list: Attack ▸ Sensitive Terms…).</source>
        <translation>In %1 wurden noch keine sensiblen Begriffe erkannt: werten Sie einen Lauf darauf aus (Rechtsklick auf den Lauf im Fallbereich; Ihre eigene Begriffsliste: Angriff ▸ Sensible Begriffe…).</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="103"/>
        <source>Kind of term</source>
        <translation>Art des Begriffs</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="106"/>
        <location filename="../ui/leaks_view.cpp" line="108"/>
        <source>Filter terms</source>
        <translation>Begriffe filtern</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="109"/>
        <source>Show only the terms at least one run recovered</source>
        <translation>Nur Begriffe zeigen, die mindestens ein Lauf wiederfand</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="113"/>
        <source>Sensitive terms and the runs that recovered them</source>
        <translation>Sensible Begriffe und die Läufe, die sie wiederfanden</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="125"/>
        <source>Copy the terms shown as a Markdown table</source>
        <translation>Die gezeigten Begriffe als Markdown-Tabelle kopieren</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/leaks_view.cpp" line="128"/>
        <source>Copied %n term(s) as Markdown</source>
        <translation>
            <numerusform>%n Begriff als Markdown kopiert</numerusform>
            <numerusform>%n Begriffe als Markdown kopiert</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="131"/>
        <source>Save the terms shown as a CSV file</source>
        <translation>Die gezeigten Begriffe als CSV-Datei speichern</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="166"/>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="193"/>
        <source>Select a dataset in the Case panel to list what its vectors leak.</source>
        <translation>Wählen Sie im Fall-Bereich einen Datensatz, um aufzulisten, was seine Vektoren preisgeben.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/leaks_view.cpp" line="201"/>
        <source>%1: %n term(s) detected by %2; %3 recovered by at least one of %4 run(s). Showing %5.</source>
        <translation>
            <numerusform>%1: %n Begriff erkannt von %2; %3 von mindestens einem von %4 Läufen wiedergefunden. %5 angezeigt.</numerusform>
            <numerusform>%1: %n Begriffe erkannt von %2; %3 von mindestens einem von %4 Läufen wiedergefunden. %5 angezeigt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="213"/>
        <source>Export Leak List</source>
        <translation>Leckliste exportieren</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="213"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="215"/>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
</context>
<context>
    <name>unembed::MainWindow</name>
    <message>
        <location filename="../ui/main_window.cpp" line="78"/>
        <source>Starting libtorch…</source>
        <translation>libtorch wird gestartet…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="104"/>
        <source>Job failed</source>
        <translation>Auftrag fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="120"/>
        <source>C&amp;urves</source>
        <translation>K&amp;urven</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="119"/>
        <source>Vect&amp;ors</source>
        <translation>&amp;Vektoren</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="121"/>
        <source>R&amp;eport</source>
        <translation>&amp;Bericht</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="136"/>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="132"/>
        <source>Try</source>
        <translation>Testen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="122"/>
        <source>&amp;Map</source>
        <translation>&amp;Landkarte</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="123"/>
        <source>&amp;Try</source>
        <translation>Versu&amp;chen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="138"/>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="142"/>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="146"/>
        <source>Cannot read vectors</source>
        <translation>Vektoren können nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="148"/>
        <source>Case</source>
        <translation>Fall</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="152"/>
        <source>Ctrl+Shift+K</source>
        <translation>Ctrl+Shift+K</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="172"/>
        <source>Delete Run</source>
        <translation>Lauf löschen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="173"/>
        <source>Delete %1 with its outputs, rounds, figures and curves? This cannot be undone.</source>
        <translation>%1 mit seinen Ausgaben, Runden, Werten und Kurven löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="182"/>
        <source>Rename Dataset</source>
        <translation>Datensatz umbenennen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="182"/>
        <source>Dataset name:</source>
        <translation>Name des Datensatzes:</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="189"/>
        <source>Delete Dataset</source>
        <translation>Datensatz löschen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="190"/>
        <source>Delete %1 with its vectors and every run made on it? This cannot be undone.</source>
        <translation>%1 mit seinen Vektoren und allen Läufen darauf löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="198"/>
        <source>Delete Curve</source>
        <translation>Kurve löschen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="199"/>
        <source>Delete the curve %1? This cannot be undone.</source>
        <translation>Die Kurve %1 löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="204"/>
        <source>Jobs</source>
        <translation>Aufträge</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="209"/>
        <source>Vec2Text live</source>
        <translation>Vec2Text live</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="216"/>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="223"/>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="228"/>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="230"/>
        <location filename="../ui/main_window_jobs.cpp" line="387"/>
        <source>Cannot read the runs</source>
        <translation>Die Läufe können nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="234"/>
        <source>Leaks</source>
        <translation>Lecks</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="239"/>
        <source>Ctrl+Shift+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="241"/>
        <source>Cannot read the leaks</source>
        <translation>Die Lecks können nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="245"/>
        <location filename="../ui/main_window.cpp" line="253"/>
        <source>Models</source>
        <translation>Modelle</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="251"/>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="31"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="32"/>
        <source>&amp;New Case…</source>
        <translation>&amp;Neuer Fall…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="33"/>
        <source>&amp;Open Case…</source>
        <translation>Fall ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="34"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="36"/>
        <source>&amp;Close Case</source>
        <translation>Fall &amp;schließen</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="36"/>
        <source>Ctrl+W</source>
        <translation>Ctrl+W</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="41"/>
        <source>&amp;Import Embeddings…</source>
        <translation>Embeddings &amp;importieren…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="41"/>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="49"/>
        <source>&amp;Export Figure…</source>
        <translation>Abbildung &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="49"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="53"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="55"/>
        <source>Attac&amp;k</source>
        <translation>Angri&amp;ff</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="57"/>
        <source>&amp;Run Attack on Dataset…</source>
        <translation>Angriff auf Datensatz &amp;ausführen…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="57"/>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="61"/>
        <source>MLC, MSP, GEIA or Vec2Text on the dataset in view (Vec2Text round by round: its live panel). Right-click a run in the Case panel to evaluate it.</source>
        <translation>MLC, MSP, GEIA oder Vec2Text auf dem angezeigten Datensatz (Vec2Text Runde für Runde: sein Live-Bereich). Einen Lauf im Fall-Bereich mit Rechtsklick auswerten.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="101"/>
        <source>Every noise and defence sweep of the case on one chart: search quality (NDCG@10) against Vec2Text&apos;s BLEU. Sweeps are made with Attack ▸ Sweep a Defence.</source>
        <translation>Alle Rausch- und Abwehrmessreihen des Falls in einem Diagramm: Suchqualität (NDCG@10) gegen den BLEU von Vec2Text. Messreihen entstehen mit Angriff ▸ Abwehr durchmessen.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="45"/>
        <source>Register En&amp;dpoint…</source>
        <translation>Endpunkt re&amp;gistrieren…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="66"/>
        <source>Sweep a &amp;Defence…</source>
        <translation>Abwehr &amp;durchmessen…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="66"/>
        <source>Ctrl+Shift+D</source>
        <translation>Ctrl+Shift+D</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="71"/>
        <source>Retrieval quality against Vec2Text&apos;s reconstruction behind noise, quantisation, truncation, PCA or a secret rotation, on a BEIR retrieval set</source>
        <translation>Retrieval-Qualität gegen die Rekonstruktion durch Vec2Text hinter Rauschen, Quantisierung, Abschneiden, PCA oder einer geheimen Rotation, auf einer BEIR-Retrieval-Menge</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="75"/>
        <source>Sensitive &amp;Terms…</source>
        <translation>Sensible &amp;Begriffe…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="80"/>
        <source>Evaluations use the built-in detectors alone</source>
        <translation>Auswertungen nutzen nur die eingebauten Detektoren</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="81"/>
        <source>Evaluations use the term list %1; evaluate a run again to find its terms</source>
        <translation>Auswertungen nutzen die Begriffsliste %1; werten Sie einen Lauf erneut aus, um ihre Begriffe zu finden</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="87"/>
        <source>Your organisation&apos;s term list (and the names of the people the texts name) for every evaluation from now on</source>
        <translation>Die Begriffsliste Ihrer Organisation (und die Namen der in den Texten genannten Personen) für jede künftige Auswertung</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="90"/>
        <source>&amp;Curves</source>
        <translation>&amp;Kurven</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="92"/>
        <source>Compare Runs by &amp;Round…</source>
        <translation>Läufe nach &amp;Runde vergleichen…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="92"/>
        <source>Ctrl+Shift+B</source>
        <translation>Ctrl+Shift+B</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="97"/>
        <source>Compare &amp;Defences</source>
        <translation>&amp;Abwehrmaßnahmen vergleichen</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="104"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="112"/>
        <source>Next View</source>
        <translation>Nächste Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="114"/>
        <source>Previous View</source>
        <translation>Vorherige Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="117"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="121"/>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="132"/>
        <source>The language changes when Unembed starts again.</source>
        <translation>Die Sprache wechselt beim nächsten Start von Unembed.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="138"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="139"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="142"/>
        <source>&amp;About Unembed</source>
        <translation>&amp;Über Unembed</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="143"/>
        <source>About Unembed</source>
        <translation>Über Unembed</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="144"/>
        <source>&lt;b&gt;Unembed %1&lt;/b&gt;&lt;p&gt;An investigation workbench that shows how much text leaks from text embeddings.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Unembed %1&lt;/b&gt;&lt;p&gt;Eine Untersuchungsumgebung, die zeigt, wie viel Text aus Text-Embeddings durchsickert.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="306"/>
        <source>Upgrade %1 to this version&apos;s case format</source>
        <translation>%1 in das Fallformat dieser Version überführen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="308"/>
        <source>rewriting the case file (format %1 to %2)</source>
        <translation>Falldatei wird neu geschrieben (Format %1 zu %2)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="313"/>
        <source>Upgraded %1 to format %2</source>
        <translation>%1 in Format %2 überführt</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="317"/>
        <source>Upgrading %1 to this version&apos;s case format (see Jobs)…</source>
        <translation>%1 wird in das Fallformat dieser Version überführt (siehe Aufträge)…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="325"/>
        <source>Cannot open case</source>
        <translation>Fall kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="354"/>
        <location filename="../ui/main_window.cpp" line="363"/>
        <source>Cannot create case</source>
        <translation>Fall kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="355"/>
        <source>%1 already exists; open it instead or choose another name.</source>
        <translation>%1 existiert bereits; öffnen Sie die Datei stattdessen oder wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="375"/>
        <location filename="../ui/main_window_jobs.cpp" line="82"/>
        <location filename="../ui/main_window_jobs.cpp" line="159"/>
        <location filename="../ui/main_window_jobs.cpp" line="403"/>
        <location filename="../ui/main_window_jobs.cpp" line="418"/>
        <location filename="../ui/main_window_jobs.cpp" line="440"/>
        <source>No case open</source>
        <translation>Kein Fall geöffnet</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="375"/>
        <source>Create or open a case before importing embeddings.</source>
        <translation>Legen Sie einen Fall an oder öffnen Sie einen, bevor Sie Embeddings importieren.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="386"/>
        <source>Import %1</source>
        <translation>%1 importieren</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="391"/>
        <source>Imported %1 vectors of dimension %2 as dataset %3</source>
        <translation>%1 Vektoren der Dimension %2 als Datensatz %3 importiert</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="408"/>
        <location filename="../ui/main_window.cpp" line="415"/>
        <source>Cannot show curve</source>
        <translation>Kurve kann nicht angezeigt werden</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="409"/>
        <source>%1 has no curve %2.</source>
        <translation>%1 enthält keine Kurve %2.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="425"/>
        <source>No curve shown</source>
        <translation>Keine Kurve angezeigt</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="425"/>
        <source>Select a curve in the case explorer first.</source>
        <translation>Wählen Sie zuerst eine Kurve im Fall-Explorer.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="431"/>
        <source>Cannot export figure</source>
        <translation>Abbildung kann nicht exportiert werden</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="434"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="441"/>
        <source>New Case</source>
        <translation>Neuer Fall</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="452"/>
        <source>Open Case</source>
        <translation>Fall öffnen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="486"/>
        <location filename="../ui/main_window_jobs.cpp" line="117"/>
        <source>Cannot read the case</source>
        <translation>Der Fall kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="56"/>
        <source>Nearest neighbours of dataset %1</source>
        <translation>Nächste Nachbarn von Datensatz %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="63"/>
        <source>Found the nearest neighbour of %1 vectors</source>
        <translation>Nächster Nachbar von %1 Vektoren gefunden</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="64"/>
        <source>Found the approximate nearest neighbour of %1 vectors (%2; recall@10 %3 against exact search on %4 random rows)</source>
        <translation>Den ungefähren nächsten Nachbarn von %1 Vektoren gefunden (%2; Recall@10 %3 gegenüber exakter Suche auf %4 zufälligen Zeilen)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="82"/>
        <source>Create or open a case before embedding text.</source>
        <translation>Legen Sie einen Fall an oder öffnen Sie einen, bevor Sie Text einbetten.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/main_window_jobs.cpp" line="87"/>
        <source>Embed %n sentence(s)</source>
        <translation>
            <numerusform>%n Satz einbetten</numerusform>
            <numerusform>%n Sätze einbetten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="100"/>
        <source>Embedded %1 sentences with %2 as dataset %3</source>
        <translation>%1 Sätze mit %2 als Datensatz %3 eingebettet</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="147"/>
        <source>, perplexity under %1</source>
        <translation>, Perplexität unter %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="159"/>
        <source>Open a case with a dataset to attack first.</source>
        <translation>Öffnen Sie zuerst einen Fall mit einem anzugreifenden Datensatz.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="163"/>
        <source>MLC on dataset %1</source>
        <translation>MLC auf Datensatz %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="164"/>
        <source>MSP on dataset %1</source>
        <translation>MSP auf Datensatz %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="165"/>
        <source>Vec2Text on dataset %1</source>
        <translation>Vec2Text auf Datensatz %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="166"/>
        <source>GEIA on dataset %1</source>
        <translation>GEIA auf Datensatz %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="222"/>
        <source>Run %1 finished</source>
        <translation>Lauf %1 abgeschlossen</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="397"/>
        <location filename="../ui/main_window_jobs.cpp" line="226"/>
        <source>; warning: %1</source>
        <translation>; Warnung: %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="239"/>
        <source>%1; the whole dataset estimated from the sample (Report: Sampling audits)</source>
        <translation>%1; der ganze Datensatz aus der Stichprobe geschätzt (Bericht: Sampling audits)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="256"/>
        <source>Evaluate run %1</source>
        <translation>Lauf %1 auswerten</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="271"/>
        <source>Choose a Hugging Face GPT-2 Folder to Judge Perplexity</source>
        <translation>Hugging-Face-GPT-2-Ordner als Perplexitäts-Richter wählen</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="304"/>
        <source>Delete run %1</source>
        <translation>Lauf %1 löschen</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="310"/>
        <source>the case has no run %1</source>
        <translation>der Fall hat keinen Lauf %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="314"/>
        <source>run %1 is running; cancel its job first</source>
        <translation>Lauf %1 läuft noch; brechen Sie zuerst seinen Auftrag ab</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="316"/>
        <source>Deleted run %1 with its samples, rounds, figures and curves</source>
        <translation>Lauf %1 mit seinen Ausgaben, Runden, Werten und Kurven gelöscht</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="325"/>
        <source>Rename dataset %1</source>
        <translation>Datensatz %1 umbenennen</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="329"/>
        <source>Renamed dataset %1 to %2</source>
        <translation>Datensatz %1 in %2 umbenannt</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="342"/>
        <source>Delete dataset %1</source>
        <translation>Datensatz %1 löschen</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/main_window_jobs.cpp" line="346"/>
        <source>Deleted dataset %1 and %n run(s) made on it</source>
        <translation>
            <numerusform>Datensatz %1 und %n darauf gemachter Lauf gelöscht</numerusform>
            <numerusform>Datensatz %1 und %n darauf gemachte Läufe gelöscht</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="359"/>
        <source>Delete curve %1</source>
        <translation>Kurve %1 löschen</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="363"/>
        <source>Deleted curve %1</source>
        <translation>Kurve %1 gelöscht</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="371"/>
        <source>Precision–recall sweep of run %1</source>
        <translation>Precision-Recall-Durchlauf von Lauf %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="391"/>
        <source>Compare Runs by Round</source>
        <translation>Läufe nach Runde vergleichen</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="403"/>
        <source>Open a case with evaluated Vec2Text runs first.</source>
        <translation>Öffnen Sie zuerst einen Fall mit ausgewerteten Vec2Text-Läufen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/main_window_jobs.cpp" line="410"/>
        <source>Compare %n run(s) by round</source>
        <translation>
            <numerusform>%n Lauf nach Runde vergleichen</numerusform>
            <numerusform>%n Läufe nach Runde vergleichen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="418"/>
        <source>Open a case with noise or defence sweeps first.</source>
        <translation>Öffnen Sie zuerst einen Fall mit Rausch- oder Abwehr-Sweeps.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="421"/>
        <source>Compare defences</source>
        <translation>Abwehrmaßnahmen vergleichen</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="434"/>
        <source>Cannot sweep the defence</source>
        <translation>Die Abwehr kann nicht durchgemessen werden</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="440"/>
        <source>Create or open a case to store the sweep in.</source>
        <translation>Legen Sie einen Fall an oder öffnen Sie einen, um die Messreihe darin zu speichern.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="446"/>
        <source>Defence sweep: %1</source>
        <translation>Abwehrmessreihe: %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="292"/>
        <source>Stored curve %1</source>
        <translation>Kurve %1 gespeichert</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/main_window_jobs.cpp" line="140"/>
        <source>evaluated %n sample(s), no cosine (no victim chosen)</source>
        <translation>
            <numerusform>%n Probe ausgewertet, ohne Kosinus (kein Opfer gewählt)</numerusform>
            <numerusform>%n Proben ausgewertet, ohne Kosinus (kein Opfer gewählt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/main_window_jobs.cpp" line="142"/>
        <source>evaluated %n sample(s), cosine under %1</source>
        <translation>
            <numerusform>%n Probe ausgewertet, Kosinus unter %1</numerusform>
            <numerusform>%n Proben ausgewertet, Kosinus unter %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="246"/>
        <source>%1; not evaluated: %2</source>
        <translation>%1; nicht ausgewertet: %2</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="261"/>
        <source>Run %1: %2</source>
        <translation>Lauf %1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/main_window_jobs.cpp" line="392"/>
        <source>The case has %n evaluated Vec2Text run(s); a comparison needs two. Right-click a Vec2Text run in the Case panel to evaluate it.</source>
        <translation>
            <numerusform>Der Fall hat %n ausgewerteten Vec2Text-Lauf; ein Vergleich braucht zwei. Ein Rechtsklick auf einen Vec2Text-Lauf im Fall-Bereich wertet ihn aus.</numerusform>
            <numerusform>Der Fall hat %n ausgewertete Vec2Text-Läufe; ein Vergleich braucht zwei. Ein Rechtsklick auf einen Vec2Text-Lauf im Fall-Bereich wertet ihn aus.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="501"/>
        <source>Cannot read case</source>
        <translation>Fall kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="560"/>
        <source>%1 — Unembed</source>
        <translation>%1 — Unembed</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="561"/>
        <source>Unembed</source>
        <translation>Unembed</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="567"/>
        <source>Jobs running</source>
        <translation>Laufende Aufträge</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="568"/>
        <source>A job is still running. Cancel it and quit? Finished work is kept.</source>
        <translation>Ein Auftrag läuft noch. Abbrechen und beenden? Abgeschlossene Arbeit bleibt erhalten.</translation>
    </message>
</context>
<context>
    <name>unembed::MapView</name>
    <message>
        <location filename="../ui/map_view.cpp" line="51"/>
        <source>Draw Map</source>
        <translation>Karte zeichnen</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="52"/>
        <source>PCA</source>
        <translation>PCA</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="53"/>
        <source>t-SNE (first 2,000 rows)</source>
        <translation>t-SNE (erste 2.000 Zeilen)</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="54"/>
        <source>Projection</source>
        <translation>Projektion</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="55"/>
        <source>Colour the points by</source>
        <translation>Punkte einfärben nach</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="56"/>
        <source>Project the dataset&apos;s vectors with the method chosen, on the worker</source>
        <translation>Die Vektoren des Datensatzes mit der gewählten Methode projizieren, im Hintergrund</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="59"/>
        <source>Map of the vectors</source>
        <translation>Karte der Vektoren</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="92"/>
        <source>Projection:</source>
        <translation>Projektion:</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="93"/>
        <source>Colour by:</source>
        <translation>Einfärben nach:</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="112"/>
        <source>Nothing</source>
        <translation>Nichts</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="116"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="117"/>
        <source>Sensitive terms recovered</source>
        <translation>Wiederhergestellte sensible Begriffe</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="132"/>
        <source>Select a dataset in the Case panel to map it.</source>
        <translation>Wählen Sie im Fall-Bereich einen Datensatz, um ihn zu kartieren.</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="133"/>
        <source>Draw Map projects the dataset&apos;s vectors.</source>
        <translation>Karte zeichnen projiziert die Vektoren des Datensatzes.</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="158"/>
        <source>PCA map of dataset %1</source>
        <translation>PCA-Karte von Datensatz %1</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="159"/>
        <source>t-SNE map of dataset %1</source>
        <translation>t-SNE-Karte von Datensatz %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/map_view.cpp" line="171"/>
        <source>Mapped %n vector(s)</source>
        <translation>
            <numerusform>%n Vektor kartiert</numerusform>
            <numerusform>%n Vektoren kartiert</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="174"/>
        <source>Mapping on the worker (see Jobs)…</source>
        <translation>Kartierung im Hintergrund (siehe Aufträge)…</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="185"/>
        <source>%1, first axis</source>
        <translation>%1, erste Achse</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="186"/>
        <source>%1, second axis</source>
        <translation>%1, zweite Achse</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/map_view.cpp" line="191"/>
        <source>%n vector(s) by %1. Hover a point for its text; drag a rectangle to select points; double-click to see them all.</source>
        <translation>
            <numerusform>%n Vektor mit %1. Über einen Punkt fahren zeigt seinen Text; ein Rechteck ziehen wählt Punkte; Doppelklick zeigt alle.</numerusform>
            <numerusform>%n Vektoren mit %1. Über einen Punkt fahren zeigt seinen Text; ein Rechteck ziehen wählt Punkte; Doppelklick zeigt alle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/map_view.cpp" line="195"/>
        <source>%n vector(s) by %1: %2. Hover a point for its text; drag a rectangle to select points; double-click to see them all.</source>
        <translation>
            <numerusform>%n Vektor mit %1: %2. Über einen Punkt fahren zeigt seinen Text; ein Rechteck ziehen wählt Punkte; Doppelklick zeigt alle.</numerusform>
            <numerusform>%n Vektoren mit %1: %2. Über einen Punkt fahren zeigt seinen Text; ein Rechteck ziehen wählt Punkte; Doppelklick zeigt alle.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="326"/>
        <source>Row %1 (the dataset has no texts)</source>
        <translation>Zeile %1 (der Datensatz hat keine Texte)</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="327"/>
        <source>Row %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="335"/>
        <source>Nearest neighbour: row %1 (cosine %2)</source>
        <translation>Nächster Nachbar: Zeile %1 (Kosinus %2)</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="336"/>
        <source>Nearest neighbour: row %1 (cosine %2): %3</source>
        <translation>Nächster Nachbar: Zeile %1 (Kosinus %2): %3</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="257"/>
        <source>vectors</source>
        <translation>Vektoren</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="259"/>
        <source>no figure</source>
        <translation>kein Wert</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/map_view.cpp" line="316"/>
        <source>%n point(s) selected: selected in the Vectors table and as Vec2Text live&apos;s targets.</source>
        <translation>
            <numerusform>%n Punkt gewählt: in der Vektortabelle und als Ziel von Vec2Text live gewählt.</numerusform>
            <numerusform>%n Punkte gewählt: in der Vektortabelle und als Ziele von Vec2Text live gewählt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>unembed::ModelsView</name>
    <message>
        <location filename="../ui/models_view.cpp" line="45"/>
        <source>Re&amp;gister Folder…</source>
        <translation>&amp;Ordner registrieren…</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="46"/>
        <source>Register En&amp;dpoint…</source>
        <translation>Endpunkt reg&amp;istrieren…</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="47"/>
        <source>Check Pa&amp;ir</source>
        <translation>Paar pr&amp;üfen</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="48"/>
        <source>Tr&amp;ain…</source>
        <translation>&amp;Trainieren…</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="51"/>
        <source>Registered models</source>
        <translation>Registrierte Modelle</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="53"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="53"/>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="53"/>
        <source>Trained against</source>
        <translation>Trainiert gegen</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="53"/>
        <source>Folder or endpoint</source>
        <translation>Ordner oder Endpunkt</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="58"/>
        <source>Select an attacker and a victim embedder to see whether they belong together</source>
        <translation>Wählen Sie einen Angreifer und einen Opfer-Embedder, um zu prüfen, ob sie zusammengehören</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="60"/>
        <source>Train an attack against a victim embedder; the loss is drawn live</source>
        <translation>Einen Angriff gegen einen Opfer-Embedder trainieren; der Verlust wird live gezeichnet</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="65"/>
        <source>Training loss</source>
        <translation>Trainingsverlust</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="67"/>
        <source>training loss</source>
        <translation>Trainingsverlust</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="69"/>
        <source>dev loss</source>
        <translation>Dev-Verlust</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="74"/>
        <location filename="../ui/models_view.cpp" line="377"/>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="75"/>
        <location filename="../ui/models_view.cpp" line="378"/>
        <source>loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="115"/>
        <source>Epoch %1, step %2 of %3: loss %4, %5 s left</source>
        <translation>Epoche %1, Schritt %2 von %3: Verlust %4, noch %5 s</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="146"/>
        <source>Registered %1
SHA-256 %2</source>
        <translation>Registriert %1
SHA-256 %2</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="154"/>
        <source>(a victim: %1, dimension %2)</source>
        <translation>(ein Opfer: %1, Dimension %2)</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="155"/>
        <source>%1, dimension %2</source>
        <translation>%1, Dimension %2</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="159"/>
        <source>%1 (not on this machine)</source>
        <translation>%1 (nicht auf diesem Rechner)</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="161"/>
        <source>%1 is not on this machine: the figures of its runs stay readable, but it cannot be run or checked until it is registered again.</source>
        <translation>%1 ist nicht auf diesem Rechner: Die Werte seiner Läufe bleiben lesbar, aber er kann erst wieder ausgeführt oder geprüft werden, wenn er neu registriert ist.</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="189"/>
        <location filename="../ui/models_view.cpp" line="207"/>
        <source>Register %1</source>
        <translation>%1 registrieren</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="191"/>
        <source>reading the folder</source>
        <translation>Ordner wird gelesen</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="195"/>
        <location filename="../ui/models_view.cpp" line="213"/>
        <source>Registered %1 as model %2: %3</source>
        <translation>%1 als Modell %2 registriert: %3</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="209"/>
        <source>querying the endpoint</source>
        <translation>Endpunkt wird abgefragt</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="223"/>
        <source>✔ %1 was trained against %2 (dimension %3): they belong together.</source>
        <translation>✔ %1 wurde gegen %2 (Dimension %3) trainiert: Sie gehören zusammen.</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="227"/>
        <source>⚠ %1 is an adaptive attacker, trained against %2, and this victim %3 is not behind that defence: its outputs show what it recovers from vectors unlike those it was trained on.</source>
        <translation>⚠ %1 ist ein adaptiver Angreifer, trainiert gegen %2, und dieses Opfer %3 steht nicht hinter dieser Abwehr: Seine Ausgaben zeigen, was er aus Vektoren gewinnt, die anders sind als die, mit denen er trainiert wurde.</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="231"/>
        <source>⚠ %1 was trained against an embedder named %2, and this victim is named %3. Both have dimension %4: make sure they are the same embedder, or the attack&apos;s outputs will mean nothing.</source>
        <translation>⚠ %1 wurde gegen einen Embedder namens %2 trainiert, und dieses Opfer heißt %3. Beide haben die Dimension %4: Stellen Sie sicher, dass es derselbe Embedder ist, sonst sind die Ausgaben des Angriffs bedeutungslos.</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="242"/>
        <source>✘ Choose one map and the victim it reads or an attacker for its space.</source>
        <translation>✘ Eine Abbildung wählen und dazu das Opfer, dessen Vektoren sie liest, oder einen Angreifer für ihren Raum.</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="246"/>
        <source>✘ %1 reads vectors of %2 (dimension %3), not of %4 (dimension %5).</source>
        <translation>✘ %1 liest Vektoren von %2 (Dimension %3), nicht von %4 (Dimension %5).</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="252"/>
        <source>⚠ %1 was fitted on the vectors of an embedder named %2, and this victim is named %3. Both have dimension %4: make sure they are the same embedder, or the mapped vectors will mean nothing.</source>
        <translation>⚠ %1 wurde an den Vektoren eines Embedders namens %2 angepasst, und dieses Opfer heißt %3. Beide haben Dimension %4: Stellen Sie sicher, dass es derselbe Embedder ist, sonst bedeuten die abgebildeten Vektoren nichts.</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="257"/>
        <source>✔ %1 maps the vectors of %2 (dimension %3) into the space of %4 (dimension %5): attack this victim through it with attackers trained against %4.</source>
        <translation>✔ %1 bildet die Vektoren von %2 (Dimension %3) in den Raum von %4 (Dimension %5) ab: Greifen Sie dieses Opfer darüber mit Angreifern an, die gegen %4 trainiert wurden.</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="265"/>
        <source>✘ %1 was trained against %2 (dimension %3), but %4 maps into %5 (dimension %6): it cannot read the mapped vectors.</source>
        <translation>✘ %1 wurde gegen %2 (Dimension %3) trainiert, aber %4 bildet in %5 (Dimension %6) ab: Er kann die abgebildeten Vektoren nicht lesen.</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="272"/>
        <source>⚠ %1 was trained against an embedder named %2, and %3 maps into one named %4. Both have dimension %5: make sure they are the same embedder.</source>
        <translation>⚠ %1 wurde gegen einen Embedder namens %2 trainiert, und %3 bildet in einen namens %4 ab. Beide haben Dimension %5: Stellen Sie sicher, dass es derselbe Embedder ist.</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="276"/>
        <source>✔ %1 was trained against %2, the space %3 maps into: it attacks the vectors of %4 through the map.</source>
        <translation>✔ %1 wurde gegen %2 trainiert, den Raum, in den %3 abbildet: Er greift die Vektoren von %4 über die Abbildung an.</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="303"/>
        <source>✘ %1</source>
        <translation>✘ %1</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="316"/>
        <source>These models do not belong together</source>
        <translation>Diese Modelle gehören nicht zusammen</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="320"/>
        <source>Register a Model Folder</source>
        <translation>Modellordner registrieren</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="345"/>
        <source>Train %1 into %2</source>
        <translation>%1 nach %2 trainieren</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="361"/>
        <source>training</source>
        <translation>Training</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="367"/>
        <source>epoch %1</source>
        <translation>Epoche %1</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="376"/>
        <source>Training loss of %1 (%2)</source>
        <translation>Trainingsverlust von %1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="380"/>
        <source>Trained %1: %2 steps, %3 examples/s; registered as model %4</source>
        <translation>%1 trainiert: %2 Schritte, %3 Beispiele/s; als Modell %4 registriert</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="386"/>
        <source>; threshold %1 (token micro F1 %2% on %3)</source>
        <translation>; Schwelle %1 (Token-Mikro-F1 %2 % auf %3)</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="391"/>
        <source>; warning: %1</source>
        <translation>; Warnung: %1</translation>
    </message>
</context>
<context>
    <name>unembed::ProbeView</name>
    <message>
        <location filename="../ui/probe_view.cpp" line="102"/>
        <source>Attack</source>
        <translation>Angreifen</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="107"/>
        <source>Type a sentence, e.g. my name is Anna and I live in Leeds</source>
        <translation>Einen Satz eingeben, z. B. my name is Anna and I live in Leeds</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="112"/>
        <source>The victim embedder: a folder or a registered endpoint&apos;s name, shared with the other views.</source>
        <translation>Der Opfer-Embedder: ein Ordner oder der Name eines registrierten Endpunkts, gemeinsam mit den anderen Ansichten.</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="117"/>
        <source>The case&apos;s attackers (see Models); the checked ones attack.</source>
        <translation>Die Angreifer des Falls (siehe Modelle); die angehakten greifen an.</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="128"/>
        <source>Vec2Text&apos;s correction steps after the base inverter&apos;s hypothesis.</source>
        <translation>Die Korrekturschritte von Vec2Text nach der Hypothese des Basis-Inverters.</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="130"/>
        <source>Embed the sentence with the victim and attack it (Ctrl+Return)</source>
        <translation>Den Satz mit dem Opfer einbetten und angreifen (Strg+Eingabe)</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="149"/>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="149"/>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="167"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="167"/>
        <source>Vec2Text hypothesis</source>
        <translation>Vec2Text-Hypothese</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="149"/>
        <location filename="../ui/probe_view.cpp" line="167"/>
        <source>Cosine</source>
        <translation>Kosinus</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="195"/>
        <source>Victim:</source>
        <translation>Opfer:</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="196"/>
        <source>Attackers:</source>
        <translation>Angreifer:</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="184"/>
        <source>Vec2Text steps:</source>
        <translation>Vec2Text-Schritte:</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="103"/>
        <source>Invert Vector</source>
        <translation>Vektor invertieren</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="133"/>
        <source>Or paste a vector as a JSON array of numbers, e.g. [0.012, -0.034, 0.101, …]</source>
        <translation>Oder einen Vektor als JSON-Array von Zahlen einfügen, z. B. [0.012, -0.034, 0.101, …]</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="140"/>
        <source>Invert the pasted vector with the checked attackers, as a typed sentence&apos;s vector is</source>
        <translation>Den eingefügten Vektor mit den angehakten Angreifern invertieren, wie den Vektor eines eingegebenen Satzes</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="149"/>
        <source>BLEU</source>
        <translation>BLEU</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="149"/>
        <source>Token F1</source>
        <translation>Token-F1</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="149"/>
        <source>Terms</source>
        <translation>Begriffe</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="153"/>
        <source>The sentence&apos;s sensitive terms the output holds as whole words</source>
        <translation>Die sensiblen Begriffe des Satzes, die die Ausgabe als ganze Wörter enthält</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="187"/>
        <source>Alignment map folder</source>
        <translation>Ordner der Abbildung</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="181"/>
        <source>Through a map:</source>
        <translation>Über eine Abbildung:</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="182"/>
        <source>Alignment map</source>
        <translation>Abbildung</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="182"/>
        <source>Browse for an alignment map folder</source>
        <translation>Ordner einer Abbildung suchen</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="190"/>
        <source>A map fitted on leaked pairs (unembed-cli align) from the victim&apos;s vectors into the space of the embedder the attackers were trained for; none: they were trained against this victim</source>
        <translation>Eine auf durchgesickerten Paaren angepasste Abbildung (unembed-cli align) von den Vektoren des Opfers in den Raum des Embedders, gegen den die Angreifer trainiert wurden; keine: sie wurden gegen dieses Opfer trainiert</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="221"/>
        <source>The attack failed (see Jobs).</source>
        <translation>Der Angriff ist fehlgeschlagen (siehe Aufträge).</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="227"/>
        <source>Cancelled; the runs finished so far are in the case.</source>
        <translation>Abgebrochen; die bis dahin fertigen Läufe sind im Fall.</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="247"/>
        <source>Open a case: its attackers are offered here.</source>
        <translation>Einen Fall öffnen: seine Angreifer werden hier angeboten.</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="290"/>
        <source>%1
corrector: %2</source>
        <translation>%1
Korrektor: %2</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="292"/>
        <source>The case has no attackers yet: run or train one (Models), and it is offered here.</source>
        <translation>Der Fall hat noch keine Angreifer: einen ausführen oder trainieren (Modelle), dann wird er hier angeboten.</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="294"/>
        <source>Type a sentence and press Ctrl+Return.</source>
        <translation>Einen Satz eingeben und Strg+Eingabe drücken.</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="313"/>
        <source>The pasted vector is refused: %1</source>
        <translation>Der eingefügte Vektor wird abgelehnt: %1</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="322"/>
        <source>The pasted vector has %1 numbers; %2 inverts vectors of %3 numbers (its victim&apos;s dimension). Paste a vector of that victim, or uncheck the attacker.</source>
        <translation>Der eingefügte Vektor hat %1 Zahlen; %2 invertiert Vektoren mit %3 Zahlen (der Dimension seines Opfers). Einen Vektor dieses Opfers einfügen oder den Angreifer abwählen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/probe_view.cpp" line="364"/>
        <source>Try a sentence with %n attacker(s)</source>
        <translation>
            <numerusform>Einen Satz mit %n Angreifer testen</numerusform>
            <numerusform>Einen Satz mit %n Angreifern testen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/probe_view.cpp" line="365"/>
        <source>Invert a pasted vector with %n attacker(s)</source>
        <translation>
            <numerusform>Einen eingefügten Vektor mit %n Angreifer invertieren</numerusform>
            <numerusform>Einen eingefügten Vektor mit %n Angreifern invertieren</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="381"/>
        <source>Attacked row %1 of the scratch dataset %2</source>
        <translation>Zeile %1 des Notiz-Datensatzes %2 angegriffen</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="386"/>
        <source>Embedding and attacking on the worker (see Jobs)…</source>
        <translation>Einbetten und Angreifen im Hintergrund (siehe Aufträge) …</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="387"/>
        <source>Inverting the pasted vector on the worker (see Jobs)…</source>
        <translation>Der eingefügte Vektor wird im Hintergrund invertiert (siehe Aufträge) …</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="446"/>
        <source>(none detected)</source>
        <translation>(keine erkannt)</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="448"/>
        <source>0 of %1</source>
        <translation>0 von %1</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="449"/>
        <source>%1 of %2: %3</source>
        <translation>%1 von %2: %3</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="455"/>
        <source>Row %1 of the dataset &quot;%2&quot;; each attack is a run there, in Compare. With no text to compare with, the cosine is between the pasted vector and the output&apos;s embedding under the victim.</source>
        <translation>Zeile %1 des Datensatzes „%2“; jeder Angriff ist dort ein Lauf, im Vergleich. Ohne Text zum Vergleichen ist der Kosinus der zwischen dem eingefügten Vektor und dem Embedding der Ausgabe unter dem Opfer.</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="462"/>
        <source>Row %1 of the scratch dataset &quot;%2&quot;; each attack is a run there, in Compare and Leaks. Sensitive terms found in the sentence: %3.</source>
        <translation>Zeile %1 des Notiz-Datensatzes „%2“; jeder Angriff ist dort ein Lauf, in Vergleich und Lecks. Im Satz gefundene sensible Begriffe: %3.</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="188"/>
        <location filename="../ui/probe_view.cpp" line="466"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>unembed::ReportView</name>
    <message>
        <location filename="../ui/report_view.cpp" line="66"/>
        <source>Re&amp;dact</source>
        <translation>&amp;Schwärzen</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="67"/>
        <source>All &amp;Figures</source>
        <translation>Alle &amp;Abbildungen</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="70"/>
        <source>Table to copy or export</source>
        <translation>Zu kopierende oder zu exportierende Tabelle</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="72"/>
        <source>Report tables</source>
        <translation>Berichtstabellen</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="77"/>
        <source>Copy as &amp;Markdown</source>
        <translation>Als &amp;Markdown kopieren</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="78"/>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="79"/>
        <source>Copy the chosen table as Markdown (%1)</source>
        <translation>Die gewählte Tabelle als Markdown kopieren (%1)</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="81"/>
        <source>Export &amp;CSV…</source>
        <translation>&amp;CSV exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="82"/>
        <source>Export &amp;LaTeX…</source>
        <translation>&amp;LaTeX exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="83"/>
        <source>Export &amp;Report…</source>
        <translation>&amp;Bericht exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="84"/>
        <source>Ctrl+Shift+R</source>
        <translation>Ctrl+Shift+R</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="85"/>
        <source>Write every table and figure as one HTML file or a PDF (%1)</source>
        <translation>Alle Tabellen und Abbildungen als eine HTML-Datei oder als PDF schreiben (%1)</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="94"/>
        <source>&amp;Table:</source>
        <translation>&amp;Tabelle:</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="108"/>
        <source>Export every curve of the case as a figure; without it the report draws %1, those that compare runs and defences first</source>
        <translation>Jede Kurve des Falls als Abbildung exportieren; ohne dies zeichnet der Bericht %1, zuerst die, die Läufe und Abwehren vergleichen</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="112"/>
        <source>Replace the sensitive terms of quoted records and reconstructions by their kind, in the view and in exports, so the report can circulate</source>
        <translation>Die sensiblen Begriffe zitierter Datensätze und Rekonstruktionen durch ihre Art ersetzen, in der Ansicht und in Exporten, damit der Bericht weitergegeben werden kann</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/report_view.cpp" line="128"/>
        <source>Copied %n table(s) as Markdown</source>
        <translation>
            <numerusform>%n Tabelle als Markdown kopiert</numerusform>
            <numerusform>%n Tabellen als Markdown kopiert</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="131"/>
        <source>Export CSV</source>
        <translation>CSV exportieren</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="131"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="134"/>
        <source>Export LaTeX</source>
        <translation>LaTeX exportieren</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="134"/>
        <source>LaTeX files (*.tex)</source>
        <translation>LaTeX-Dateien (*.tex)</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="159"/>
        <source>&lt;p&gt;No evaluated runs yet. Evaluate a run (right-click it in the Case panel, or &lt;code&gt;unembed-cli eval&lt;/code&gt;) and its figures appear here in the papers&apos; tables.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Noch keine ausgewerteten Läufe. Werten Sie einen Lauf aus (Rechtsklick im Fall-Bereich oder &lt;code&gt;unembed-cli eval&lt;/code&gt;), dann erscheinen seine Werte hier in den Tabellen der Arbeiten.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="162"/>
        <source>&lt;p&gt;Open a case to see its tables.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Öffnen Sie einen Fall, um seine Tabellen zu sehen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="182"/>
        <source>All tables</source>
        <translation>Alle Tabellen</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="238"/>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="239"/>
        <source>HTML (*.html);;PDF (*.pdf)</source>
        <translation>HTML (*.html);;PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="307"/>
        <source>Figures: %1 of %2 (All Figures draws every one)</source>
        <translation>Abbildungen: %1 von %2 (Alle Abbildungen zeichnet jede)</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="311"/>
        <source>Unembed report: %1</source>
        <translation>Unembed-Bericht: %1</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="315"/>
        <source>Case %1, written %2 by Unembed %3. Every figure is as stored in the case, with the definitions it was computed under.</source>
        <translation>Fall %1, geschrieben am %2 von Unembed %3. Jede Zahl ist so, wie sie im Fall gespeichert ist, mit den Definitionen, nach denen sie berechnet wurde.</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="306"/>
        <source>Figures</source>
        <translation>Abbildungen</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="323"/>
        <source>Curve %1 (%2): %3</source>
        <translation>Kurve %1 (%2): %3</translation>
    </message>
</context>
<context>
    <name>unembed::RoundsCompareDialog</name>
    <message>
        <location filename="../ui/rounds_compare_dialog.cpp" line="18"/>
        <source>&amp;BLEU</source>
        <translation>&amp;BLEU</translation>
    </message>
    <message>
        <location filename="../ui/rounds_compare_dialog.cpp" line="19"/>
        <source>E&amp;xact match</source>
        <translation>E&amp;xakte Übereinstimmung</translation>
    </message>
    <message>
        <location filename="../ui/rounds_compare_dialog.cpp" line="20"/>
        <source>&amp;Cosine (right axis)</source>
        <translation>&amp;Kosinus (rechte Achse)</translation>
    </message>
    <message>
        <location filename="../ui/rounds_compare_dialog.cpp" line="22"/>
        <source>Compare Runs by Round</source>
        <translation>Läufe nach Runde vergleichen</translation>
    </message>
    <message>
        <location filename="../ui/rounds_compare_dialog.cpp" line="23"/>
        <source>Vec2Text runs to compare</source>
        <translation>Zu vergleichende Vec2Text-Läufe</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/rounds_compare_dialog.cpp" line="26"/>
        <source>#%1 %2 — %n sample(s)</source>
        <translation>
            <numerusform>#%1 %2 — %n Probe</numerusform>
            <numerusform>#%1 %2 — %n Proben</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/rounds_compare_dialog.cpp" line="34"/>
        <source>&amp;Draw</source>
        <translation>&amp;Zeichnen</translation>
    </message>
    <message>
        <location filename="../ui/rounds_compare_dialog.cpp" line="36"/>
        <source>Check two or more evaluated runs. A run whose corrector was trained without feedback is labelled so.</source>
        <translation>Wählen Sie zwei oder mehr ausgewertete Läufe. Ein Lauf, dessen Korrektor ohne Rückkopplung trainiert wurde, ist so beschriftet.</translation>
    </message>
</context>
<context>
    <name>unembed::ShortcutsDialog</name>
    <message>
        <location filename="../ui/shortcuts_dialog.cpp" line="48"/>
        <location filename="../ui/shortcuts_dialog.cpp" line="55"/>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <location filename="../ui/shortcuts_dialog.cpp" line="58"/>
        <source>%1 menu</source>
        <translation>Menü %1</translation>
    </message>
    <message>
        <location filename="../ui/shortcuts_dialog.cpp" line="80"/>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../ui/shortcuts_dialog.cpp" line="84"/>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <location filename="../ui/shortcuts_dialog.cpp" line="84"/>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <location filename="../ui/shortcuts_dialog.cpp" line="84"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location filename="../ui/shortcuts_dialog.cpp" line="100"/>
        <source>&lt;p&gt;&lt;b&gt;Case&lt;/b&gt;: the datasets, models, runs and curves of the open case; right-click a run to evaluate it, select a curve to draw it.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Vectors&lt;/b&gt;: the rows of the dataset in view, with their texts; Embed Text adds sentences of your own.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Vec2Text live&lt;/b&gt;: run Vec2Text on selected rows and watch each correction round with its cosine; step, pause or cancel.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Compare&lt;/b&gt;: every attack&apos;s output beside the true text, the recovered words marked.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Leaks&lt;/b&gt;: each sensitive term the evaluation found in the dataset&apos;s texts, and which runs recovered it; filter by kind or text, copy or export as CSV.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Curves&lt;/b&gt;: precision–recall, defence trade-off, rounds and loss curves; Curves ▸ Compare Defences puts every defence sweep on one chart of search quality against leakage; export them as figures.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Report&lt;/b&gt;: the papers&apos; tables for the evaluated runs; export as HTML, PDF, Markdown, CSV or LaTeX.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Models&lt;/b&gt;: the victims (folders or endpoints) and attackers of the case; check that a pair belongs together, train an attack.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Fall&lt;/b&gt;: die Datensätze, Modelle, Läufe und Kurven des offenen Falls; Rechtsklick auf einen Lauf wertet ihn aus, eine gewählte Kurve wird gezeichnet.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Vektoren&lt;/b&gt;: die Zeilen des angezeigten Datensatzes mit ihren Texten; Text einbetten fügt eigene Sätze hinzu.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Vec2Text live&lt;/b&gt;: Vec2Text auf gewählten Zeilen ausführen und jede Korrekturrunde mit ihrem Kosinus verfolgen; schrittweise, pausieren oder abbrechen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Vergleich&lt;/b&gt;: die Ausgabe jedes Angriffs neben dem wahren Text, wiedergefundene Wörter markiert.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Lecks&lt;/b&gt;: jeder sensible Begriff, den die Auswertung in den Texten des Datensatzes fand, und welche Läufe ihn wiederfanden; nach Art oder Text filtern, kopieren oder als CSV exportieren.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Kurven&lt;/b&gt;: Precision-Recall-, Abwehr-, Runden- und Verlustkurven; Kurven ▸ Abwehrmaßnahmen vergleichen zeigt alle Abwehr-Sweeps in einem Diagramm aus Suchqualität gegen Leck; als Abbildungen exportierbar.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bericht&lt;/b&gt;: die Tabellen der Arbeiten für die ausgewerteten Läufe; Export als HTML, PDF, Markdown, CSV oder LaTeX.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Modelle&lt;/b&gt;: die Opfer (Ordner oder Endpunkte) und Angreifer des Falls; prüfen, ob ein Paar zusammengehört, einen Angriff trainieren.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/shortcuts_dialog.cpp" line="117"/>
        <source>&lt;p&gt;&lt;b&gt;Map&lt;/b&gt;: the dataset in view in two dimensions (PCA or t-SNE), coloured by what an attack recovered; drag a rectangle to select rows.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Try&lt;/b&gt;: type a sentence and see what each attacker of the case makes of its embedding.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Landkarte&lt;/b&gt;: der angezeigte Datensatz in zwei Dimensionen (PCA oder t-SNE), gefärbt nach dem, was ein Angriff wiederfand; ein aufgezogenes Rechteck wählt Zeilen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Versuchen&lt;/b&gt;: einen Satz eingeben und sehen, was jeder Angreifer des Falls aus seinem Embedding macht.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/shortcuts_dialog.cpp" line="122"/>
        <source>Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../ui/shortcuts_dialog.cpp" line="123"/>
        <source>The views</source>
        <translation>Die Ansichten</translation>
    </message>
</context>
<context>
    <name>unembed::TermListDialog</name>
    <message>
        <location filename="../ui/term_list.cpp" line="31"/>
        <source>Sensitive Terms</source>
        <translation>Sensible Begriffe</translation>
    </message>
    <message>
        <location filename="../ui/term_list.cpp" line="33"/>
        <source>Terms your organisation counts as sensitive, besides the built-in detectors (names, numbers, dates, times, addresses, phones, e-mail addresses): a text file with one term per line, matched as whole words ignoring case. A line &quot;name: Priya Nair&quot; is a person the texts name, whom name recovery counts. Every evaluation the workbench runs from now on uses the list; runs evaluated before keep their terms until evaluated again. Leave empty for the built-in detectors alone.</source>
        <translation>Begriffe, die Ihre Organisation zusätzlich zu den eingebauten Detektoren (Namen, Zahlen, Daten, Uhrzeiten, Adressen, Telefonnummern, E-Mail-Adressen) als sensibel ansieht: eine Textdatei mit einem Begriff je Zeile, als ganze Wörter ohne Beachtung der Groß- und Kleinschreibung gesucht. Eine Zeile „name: Priya Nair“ ist eine in den Texten genannte Person, die die Namenswiederherstellung zählt. Jede Auswertung der Workbench nutzt die Liste ab jetzt; früher ausgewertete Läufe behalten ihre Begriffe, bis sie erneut ausgewertet werden. Leer lassen für nur die eingebauten Detektoren.</translation>
    </message>
    <message>
        <location filename="../ui/term_list.cpp" line="41"/>
        <source>Term list file</source>
        <translation>Datei der Begriffsliste</translation>
    </message>
    <message>
        <location filename="../ui/term_list.cpp" line="42"/>
        <source>None: the built-in detectors alone</source>
        <translation>Keine: nur die eingebauten Detektoren</translation>
    </message>
    <message>
        <location filename="../ui/term_list.cpp" line="46"/>
        <source>Term List</source>
        <translation>Begriffsliste</translation>
    </message>
    <message>
        <location filename="../ui/term_list.cpp" line="47"/>
        <source>Browse for a term list file</source>
        <translation>Eine Begriffslisten-Datei suchen</translation>
    </message>
    <message>
        <location filename="../ui/term_list.cpp" line="50"/>
        <source>&amp;Term list:</source>
        <translation>&amp;Begriffsliste:</translation>
    </message>
    <message>
        <location filename="../ui/term_list.cpp" line="64"/>
        <source>The built-in detectors alone.</source>
        <translation>Nur die eingebauten Detektoren.</translation>
    </message>
    <message>
        <location filename="../ui/term_list.cpp" line="73"/>
        <source>No such file.</source>
        <translation>Datei nicht gefunden.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/term_list.cpp" line="70"/>
        <source>%1 (%n name line(s))</source>
        <translation>
            <numerusform>%1 (%n Namenszeile)</numerusform>
            <numerusform>%1 (%n Namenszeilen)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/term_list.cpp" line="79"/>
        <source>Cannot use the term list</source>
        <translation>Die Begriffsliste ist nicht verwendbar</translation>
    </message>
</context>
<context>
    <name>unembed::TrainDialog</name>
    <message>
        <location filename="../ui/train_dialog.cpp" line="48"/>
        <source>Train an Attack</source>
        <translation>Einen Angriff trainieren</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="51"/>
        <source>Attack to train</source>
        <translation>Zu trainierender Angriff</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="52"/>
        <source>Victim embedder</source>
        <translation>Opfer-Embedder</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="54"/>
        <source>Training texts</source>
        <translation>Trainingstexte</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="55"/>
        <source>Held-out texts</source>
        <translation>Zurückgehaltene Texte</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="56"/>
        <source>Output folder</source>
        <translation>Ausgabeordner</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="57"/>
        <source>Model config.json</source>
        <translation>Modell-config.json</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="58"/>
        <source>config.json of the model&apos;s architecture</source>
        <translation>config.json der Modellarchitektur</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="59"/>
        <source>Offered for each attack: the demo pack&apos;s architecture, a small model that trains on a CPU. Give another config.json, or a pretrained folder under Start from.</source>
        <translation>Für jeden Angriff vorgeschlagen: die Architektur des Demopakets, ein kleines Modell, das auf einer CPU trainiert. Geben Sie eine andere config.json an oder unter „Beginnen mit“ einen vortrainierten Ordner.</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="63"/>
        <source>Pretrained folder: T5 (Vec2Text, GEIA) or GPT-2 (GEIA)</source>
        <translation>Vortrainierter Ordner: T5 (Vec2Text, GEIA) oder GPT-2 (GEIA)</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="64"/>
        <source>Base inverter</source>
        <translation>Basis-Inverter</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="65"/>
        <source>Tokenizer (spiece.model)</source>
        <translation>Tokenizer (spiece.model)</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="79"/>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="81"/>
        <source>The corrector reads its hypothesis&apos;s embedding (feedback)</source>
        <translation>Der Korrektor liest das Embedding seiner Hypothese (Feedback)</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="83"/>
        <source>Unchecked: Vec2Text&apos;s ablation, a corrector that sees only the target embedding and the hypothesis&apos;s words</source>
        <translation>Nicht angehakt: die Ablation von Vec2Text, ein Korrektor, der nur das Ziel-Embedding und die Wörter der Hypothese sieht</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="85"/>
        <source>Start the corrector from the base inverter&apos;s weights</source>
        <translation>Den Korrektor mit den Gewichten des Basis-Inverters beginnen</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="87"/>
        <source>Its T5, vocabulary and embedding projections, in place of a config or a T5 folder</source>
        <translation>Sein T5, sein Vokabular und seine Einbettungsprojektionen, statt einer Konfiguration oder eines T5-Ordners</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="90"/>
        <source>Epochs</source>
        <translation>Epochen</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="91"/>
        <source>Batch size</source>
        <translation>Batchgröße</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="92"/>
        <source>Learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="93"/>
        <source>Warm-up steps</source>
        <translation>Aufwärmschritte</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="94"/>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="95"/>
        <source>Tokens per text</source>
        <translation>Tokens pro Text</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="96"/>
        <source>Vec2Text positions per embedding</source>
        <translation>Vec2Text-Positionen pro Embedding</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="97"/>
        <source>Vocabulary size</source>
        <translation>Vokabulargröße</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="98"/>
        <source>Hidden width</source>
        <translation>Verborgene Breite</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="106"/>
        <source>&amp;Attack:</source>
        <translation>&amp;Angriff:</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="107"/>
        <source>&amp;Victim embedder:</source>
        <translation>&amp;Opfer-Embedder:</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="108"/>
        <source>&amp;Training texts:</source>
        <translation>&amp;Trainingstexte:</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="109"/>
        <source>&amp;Held-out texts:</source>
        <translation>&amp;Zurückgehaltene Texte:</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="110"/>
        <source>&amp;Output folder:</source>
        <translation>&amp;Ausgabeordner:</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="111"/>
        <source>&amp;Config:</source>
        <translation>&amp;Konfiguration:</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="112"/>
        <source>&amp;Start from:</source>
        <translation>&amp;Beginnen mit:</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="113"/>
        <source>Base &amp;inverter:</source>
        <translation>Basis-&amp;Inverter:</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="114"/>
        <source>To&amp;kenizer:</source>
        <translation>To&amp;kenizer:</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="115"/>
        <source>&amp;Epochs:</source>
        <translation>&amp;Epochen:</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="116"/>
        <source>&amp;Batch size:</source>
        <translation>&amp;Batchgröße:</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="117"/>
        <source>&amp;Learning rate:</source>
        <translation>&amp;Lernrate:</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="118"/>
        <source>&amp;Warm-up steps:</source>
        <translation>&amp;Aufwärmschritte:</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="119"/>
        <source>See&amp;d:</source>
        <translation>&amp;Startwert:</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="120"/>
        <source>Tokens per te&amp;xt:</source>
        <translation>Tokens pro Te&amp;xt:</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="121"/>
        <source>&amp;Positions per embedding:</source>
        <translation>&amp;Positionen pro Embedding:</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="122"/>
        <source>Vocabulary si&amp;ze:</source>
        <translation>Vokabular&amp;größe:</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="123"/>
        <source>Hidde&amp;n width:</source>
        <translation>Verborgene &amp;Breite:</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="124"/>
        <source>&amp;Feedback:</source>
        <translation>&amp;Feedback:</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="134"/>
        <source>&amp;Train</source>
        <translation>&amp;Trainieren</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="162"/>
        <source>Browse for %1</source>
        <translation>%1 suchen</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="170"/>
        <source>Vec2Text base inverter</source>
        <translation>Vec2Text-Basis-Inverter</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="172"/>
        <source>Vec2Text corrector</source>
        <translation>Vec2Text-Korrektor</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="174"/>
        <source>GEIA decoder</source>
        <translation>GEIA-Decoder</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="176"/>
        <source>MLC multi-label classifier</source>
        <translation>MLC-Multi-Label-Klassifikator</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="178"/>
        <source>MSP multi-set predictor</source>
        <translation>MSP-Multiset-Vorhersager</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="179"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="208"/>
        <source>a victim embedder</source>
        <translation>einen Opfer-Embedder</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="209"/>
        <source>training texts</source>
        <translation>Trainingstexte</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="210"/>
        <source>an output folder</source>
        <translation>einen Ausgabeordner</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="212"/>
        <source>a config or a pretrained folder to start from</source>
        <translation>eine Konfiguration oder einen vortrainierten Ordner als Ausgangspunkt</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="214"/>
        <source>a GPT-2 or T5 config or a pretrained folder to start from</source>
        <translation>eine GPT-2- oder T5-Konfiguration oder einen vortrainierten Ordner als Ausgangspunkt</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="215"/>
        <source>the base inverter</source>
        <translation>den Basis-Inverter</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="219"/>
        <source>Start training (the loss is drawn under Models)</source>
        <translation>Training starten (der Verlust wird unter Modelle gezeichnet)</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="220"/>
        <source>Still needed: %1</source>
        <translation>Noch nötig: %1</translation>
    </message>
</context>
<context>
    <name>unembed::Vec2TextView</name>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="66"/>
        <source>Stop when a step brings no gain</source>
        <translation>Anhalten, wenn ein Schritt keinen Gewinn bringt</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="68"/>
        <source>&amp;Run</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="69"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="69"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="73"/>
        <source>Base inverter</source>
        <translation>Basis-Inverter</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="75"/>
        <source>Corrector</source>
        <translation>Korrektor</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="77"/>
        <source>Victim embedder</source>
        <translation>Opfer-Embedder</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="81"/>
        <source>Alignment map</source>
        <translation>Abbildung</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="82"/>
        <source>None: the attackers were trained against this victim</source>
        <translation>Keine: die Angreifer wurden gegen dieses Opfer trainiert</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="85"/>
        <source>T5 backbone</source>
        <translation>T5-Grundmodell</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="86"/>
        <source>Only for checkpoints in the vec2text library&apos;s layout</source>
        <translation>Nur für Checkpoints im Format der vec2text-Bibliothek</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="93"/>
        <source>Correction steps</source>
        <translation>Korrekturschritte</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="96"/>
        <source>Sequence beam width</source>
        <translation>Breite der Sequenz-Beam-Suche</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="98"/>
        <source>Keep the best</source>
        <translation>Beste behalten</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="99"/>
        <source>vec2text library</source>
        <translation>vec2text-Bibliothek</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="100"/>
        <source>Correction mode</source>
        <translation>Korrekturmodus</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="101"/>
        <source>Keep the best: a round&apos;s corrections compete with the hypotheses kept so far, so the cosine never falls. vec2text library: the corrections replace the hypotheses and every vector runs every step, as the library does.</source>
        <translation>Beste behalten: Die Korrekturen einer Runde konkurrieren mit den bisher behaltenen Hypothesen, der Kosinus sinkt also nie. vec2text-Bibliothek: Die Korrekturen ersetzen die Hypothesen, und jeder Vektor durchläuft jeden Schritt, wie in der Bibliothek.</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="111"/>
        <source>Vectors:</source>
        <translation>Vektoren:</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="123"/>
        <source>Model folders</source>
        <translation>Modellordner</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="124"/>
        <source>Show or hide the model folders</source>
        <translation>Modellordner ein- oder ausblenden</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="141"/>
        <source>%1, then %2, against %3</source>
        <translation>%1, dann %2, gegen %3</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="143"/>
        <source>%1, then %2, against %3 through the map %4</source>
        <translation>%1, dann %2, gegen %3 über die Abbildung %4</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="163"/>
        <source>Steps:</source>
        <translation>Schritte:</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="165"/>
        <source>Sequence beam:</source>
        <translation>Sequenz-Beam:</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="167"/>
        <source>Correction:</source>
        <translation>Korrektur:</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="173"/>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="174"/>
        <source>Run every correction round (Ctrl+R); resumes a paused run</source>
        <translation>Alle Korrekturrunden ausführen (Ctrl+R); setzt einen pausierten Lauf fort</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="444"/>
        <source>; warning: %1</source>
        <translation>; Warnung: %1</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="528"/>
        <source>round %1 of %2, %v of %m vectors</source>
        <translation>Runde %1 von %2, %v von %m Vektoren</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="530"/>
        <source>paused: %1</source>
        <translation>angehalten: %1</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="177"/>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="178"/>
        <source>Pause after the round in progress (Ctrl+Shift+P)</source>
        <translation>Nach der laufenden Runde pausieren (Ctrl+Shift+P)</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="180"/>
        <source>Stop the run; the rounds so far stay in the case (Esc)</source>
        <translation>Lauf anhalten; die bisherigen Runden bleiben im Fall (Esc)</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="189"/>
        <source>Vectors inverted</source>
        <translation>Invertierte Vektoren</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="193"/>
        <source>Vector / round</source>
        <translation>Vektor / Runde</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="193"/>
        <source>Hypothesis</source>
        <translation>Hypothese</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="193"/>
        <location filename="../ui/vec2text_view.cpp" line="215"/>
        <source>Cosine</source>
        <translation>Kosinus</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="195"/>
        <source>Correction rounds</source>
        <translation>Korrekturrunden</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="211"/>
        <source>Cosine per round</source>
        <translation>Kosinus je Runde</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="213"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="225"/>
        <source>BLEU</source>
        <translation>BLEU</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="490"/>
        <source>Row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="217"/>
        <source>cosine</source>
        <translation>Kosinus</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="222"/>
        <source>BLEU (Vec2Text&apos;s definition)</source>
        <translation>BLEU (Definition von Vec2Text)</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="282"/>
        <source>Model folder</source>
        <translation>Modellordner</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="284"/>
        <source>Browse for the %1 folder</source>
        <translation>Ordner suchen: %1</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="283"/>
        <source>%1 folder</source>
        <translation>Ordner: %1</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="68"/>
        <source>&amp;Step</source>
        <translation>Sch&amp;ritt</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="176"/>
        <source>Show one more round of every vector, then pause (F10)</source>
        <translation>Eine weitere Runde jedes Vektors zeigen, dann anhalten (F10)</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="296"/>
        <location filename="../ui/vec2text_view.cpp" line="526"/>
        <source>%v of %m vectors</source>
        <translation>%v von %m Vektoren</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="298"/>
        <source>Select rows of a dataset in the vectors table.</source>
        <translation>Wählen Sie Zeilen eines Datensatzes in der Vektortabelle.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/vec2text_view.cpp" line="305"/>
        <source>%n vector(s) of %1: rows %2%3</source>
        <translation>
            <numerusform>%n Vektor von %1: Zeilen %2%3</numerusform>
            <numerusform>%n Vektoren von %1: Zeilen %2%3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="380"/>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="381"/>
        <source>(true text unknown)</source>
        <translation>(wahrer Text unbekannt)</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="382"/>
        <source>&lt;i&gt;True text:&lt;/i&gt; %1</source>
        <translation>&lt;i&gt;Wahrer Text:&lt;/i&gt; %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/vec2text_view.cpp" line="414"/>
        <source>Vec2Text on %n vector(s)</source>
        <translation>
            <numerusform>Vec2Text auf %n Vektor</numerusform>
            <numerusform>Vec2Text auf %n Vektoren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/vec2text_view.cpp" line="427"/>
        <source>Vec2Text run %1: %n vector(s) inverted</source>
        <translation>
            <numerusform>Vec2Text-Lauf %1: %n Vektor invertiert</numerusform>
            <numerusform>Vec2Text-Lauf %1: %n Vektoren invertiert</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="435"/>
        <source>%1, evaluated</source>
        <translation>%1, ausgewertet</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="439"/>
        <source>%1; not evaluated: %2</source>
        <translation>%1; nicht ausgewertet: %2</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="456"/>
        <source>round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="463"/>
        <source>candidate</source>
        <translation>Kandidat</translation>
    </message>
</context>
<context>
    <name>unembed::VectorsPage</name>
    <message>
        <location filename="../ui/vectors_page.cpp" line="19"/>
        <source>&amp;Nearest Neighbours</source>
        <translation>&amp;Nächste Nachbarn</translation>
    </message>
    <message>
        <location filename="../ui/vectors_page.cpp" line="20"/>
        <source>Em&amp;bed Text…</source>
        <translation>Text &amp;einbetten…</translation>
    </message>
    <message>
        <location filename="../ui/vectors_page.cpp" line="28"/>
        <source>Vectors</source>
        <translation>Vektoren</translation>
    </message>
    <message>
        <location filename="../ui/vectors_page.cpp" line="65"/>
        <source>Filter texts (Ctrl+F)</source>
        <translation>Texte filtern (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../ui/vectors_page.cpp" line="66"/>
        <source>Filter the vectors by text</source>
        <translation>Vektoren nach Text filtern</translation>
    </message>
    <message>
        <location filename="../ui/vectors_page.cpp" line="69"/>
        <source>Find each vector&apos;s nearest other vector by cosine</source>
        <translation>Zu jedem Vektor den nächsten anderen Vektor nach Kosinus finden</translation>
    </message>
    <message>
        <location filename="../ui/vectors_page.cpp" line="71"/>
        <source>Type or paste sentences, embed them with a victim embedder and add them to the case as a dataset</source>
        <translation>Sätze eingeben oder einfügen, mit einem Opfer-Embedder einbetten und als Datensatz zum Fall hinzufügen</translation>
    </message>
</context>
<context>
    <name>unembed::VectorsTableModel</name>
    <message>
        <location filename="../ui/vectors_table_model.cpp" line="71"/>
        <source>row %1 · cos %2</source>
        <translation>Zeile %1 · cos %2</translation>
    </message>
    <message>
        <location filename="../ui/vectors_table_model.cpp" line="74"/>
        <source>Row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location filename="../ui/vectors_table_model.cpp" line="107"/>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location filename="../ui/vectors_table_model.cpp" line="109"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../ui/vectors_table_model.cpp" line="111"/>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location filename="../ui/vectors_table_model.cpp" line="113"/>
        <source>Metadata</source>
        <translation>Metadaten</translation>
    </message>
    <message>
        <location filename="../ui/vectors_table_model.cpp" line="115"/>
        <source>Norm</source>
        <translation>Norm</translation>
    </message>
    <message>
        <location filename="../ui/vectors_table_model.cpp" line="117"/>
        <source>Nearest neighbour</source>
        <translation>Nächster Nachbar</translation>
    </message>
    <message>
        <location filename="../ui/vectors_table_model.cpp" line="119"/>
        <source>Values</source>
        <translation>Werte</translation>
    </message>
</context>
</TS>
