<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>CaseLabels</name>
    <message>
        <location filename="../ui/case_labels.cpp" line="28"/>
        <source>given name</source>
        <translation>이름</translation>
    </message>
    <message>
        <location filename="../ui/case_labels.cpp" line="29"/>
        <source>proper noun</source>
        <translation>고유 명사</translation>
    </message>
    <message>
        <location filename="../ui/case_labels.cpp" line="30"/>
        <source>e-mail address</source>
        <translation>이메일 주소</translation>
    </message>
    <message>
        <location filename="../ui/case_labels.cpp" line="31"/>
        <source>phone number</source>
        <translation>전화번호</translation>
    </message>
    <message>
        <location filename="../ui/case_labels.cpp" line="32"/>
        <source>street address</source>
        <translation>주소</translation>
    </message>
    <message>
        <location filename="../ui/case_labels.cpp" line="33"/>
        <source>date</source>
        <translation>날짜</translation>
    </message>
    <message>
        <location filename="../ui/case_labels.cpp" line="34"/>
        <source>time of day</source>
        <translation>시각</translation>
    </message>
    <message>
        <location filename="../ui/case_labels.cpp" line="35"/>
        <source>year</source>
        <translation>연도</translation>
    </message>
    <message>
        <location filename="../ui/case_labels.cpp" line="36"/>
        <source>number</source>
        <translation>숫자</translation>
    </message>
    <message>
        <location filename="../ui/case_labels.cpp" line="44"/>
        <source>finished</source>
        <translation>완료</translation>
    </message>
    <message>
        <location filename="../ui/case_labels.cpp" line="46"/>
        <source>cancelled</source>
        <translation>취소됨</translation>
    </message>
    <message>
        <location filename="../ui/case_labels.cpp" line="48"/>
        <source>failed</source>
        <translation>실패</translation>
    </message>
    <message>
        <location filename="../ui/case_labels.cpp" line="50"/>
        <source>running</source>
        <translation>실행 중</translation>
    </message>
    <message>
        <location filename="../ui/case_labels.cpp" line="59"/>
        <source>%1 (run %2)</source>
        <translation>%1 (실행 %2)</translation>
    </message>
    <message>
        <location filename="../ui/case_labels.cpp" line="64"/>
        <source>%1 on %2</source>
        <translation>%2에 대한 %1</translation>
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
        <translation>계산 스레드(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/compute_settings.cpp" line="49"/>
        <source>One per core (%1)</source>
        <translation>코어당 하나 (%1)</translation>
    </message>
    <message>
        <location filename="../ui/compute_settings.cpp" line="57"/>
        <source>The number of compute threads changes when Unembed starts again.</source>
        <translation>계산 스레드 수는 Unembed를 다시 시작하면 바뀝니다.</translation>
    </message>
    <message>
        <location filename="../ui/compute_settings.cpp" line="64"/>
        <source>Compute &amp;Device</source>
        <translation>계산 장치(&amp;D)</translation>
    </message>
    <message>
        <location filename="../ui/compute_settings.cpp" line="73"/>
        <source>%1=%2 decides while it is set</source>
        <translation>%1=%2 설정이 있는 동안 이것이 결정합니다</translation>
    </message>
    <message>
        <location filename="../ui/compute_settings.cpp" line="77"/>
        <source>Automatic (a GPU when there is one)</source>
        <translation>자동 (GPU가 있으면 GPU)</translation>
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
        <translation>%1 (사용할 수 없음)</translation>
    </message>
    <message>
        <location filename="../ui/compute_settings.cpp" line="97"/>
        <source>The compute device changes when Unembed starts again.</source>
        <translation>계산 장치는 Unembed를 다시 시작하면 바뀝니다.</translation>
    </message>
    <message>
        <location filename="../ui/compute_settings.cpp" line="120"/>
        <source>View ▸ Compute Device</source>
        <translation>보기 ▸ 계산 장치</translation>
    </message>
    <message>
        <location filename="../ui/compute_settings.cpp" line="127"/>
        <source>%1. Using %2 instead.</source>
        <translation>%1. 대신 %2을(를) 사용합니다.</translation>
    </message>
    <message>
        <location filename="../ui/compute_settings.cpp" line="134"/>
        <source>%1. Using fp32 instead.</source>
        <translation>%1. 대신 fp32를 사용합니다.</translation>
    </message>
</context>
<context>
    <name>DemoPack</name>
    <message>
        <location filename="../ui/demo_pack.cpp" line="38"/>
        <source>The demo pack is not installed.</source>
        <translation>데모 팩이 설치되어 있지 않습니다.</translation>
    </message>
    <message>
        <location filename="../ui/demo_pack.cpp" line="47"/>
        <source>Cannot copy the demo case %1 to %2.</source>
        <translation>데모 케이스 %1을(를) %2(으)로 복사할 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>MetricLabel</name>
    <message>
        <location filename="../ui/metric_labels.cpp" line="12"/>
        <source>Token precision (%)</source>
        <translation>토큰 정밀도 (%)</translation>
    </message>
    <message>
        <location filename="../ui/metric_labels.cpp" line="13"/>
        <source>Token recall (%)</source>
        <translation>토큰 재현율 (%)</translation>
    </message>
    <message>
        <location filename="../ui/metric_labels.cpp" line="14"/>
        <source>Token F1 (%)</source>
        <translation>토큰 F1 (%)</translation>
    </message>
    <message>
        <location filename="../ui/metric_labels.cpp" line="15"/>
        <source>Cosine to the true text</source>
        <translation>실제 텍스트와의 코사인</translation>
    </message>
    <message>
        <location filename="../ui/metric_labels.cpp" line="16"/>
        <source>Cosine under the judge</source>
        <translation>판정 임베더 기준 코사인</translation>
    </message>
    <message>
        <location filename="../ui/metric_labels.cpp" line="17"/>
        <source>BLEU</source>
        <translation>BLEU</translation>
    </message>
    <message>
        <location filename="../ui/metric_labels.cpp" line="18"/>
        <source>Sentence BLEU</source>
        <translation>문장 BLEU</translation>
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
        <translation>단어 F1 (%)</translation>
    </message>
    <message>
        <location filename="../ui/metric_labels.cpp" line="23"/>
        <source>Exact match</source>
        <translation>정확 일치</translation>
    </message>
    <message>
        <location filename="../ui/metric_labels.cpp" line="24"/>
        <source>Exact match (GEIA)</source>
        <translation>정확 일치 (GEIA)</translation>
    </message>
    <message>
        <location filename="../ui/metric_labels.cpp" line="25"/>
        <source>Exact match (loose)</source>
        <translation>정확 일치 (느슨)</translation>
    </message>
    <message>
        <location filename="../ui/metric_labels.cpp" line="26"/>
        <source>Edit distance (characters)</source>
        <translation>편집 거리 (문자)</translation>
    </message>
    <message>
        <location filename="../ui/metric_labels.cpp" line="27"/>
        <source>Named entities recovered (%)</source>
        <translation>복원된 개체명 (%)</translation>
    </message>
    <message>
        <location filename="../ui/metric_labels.cpp" line="28"/>
        <source>Perplexity under the judge LM</source>
        <translation>판정 언어 모델 기준 퍼플렉서티</translation>
    </message>
</context>
<context>
    <name>ReportPdf</name>
    <message>
        <location filename="../ui/report_pdf.cpp" line="167"/>
        <source>%1 — page %2</source>
        <translation>%1 — %2쪽</translation>
    </message>
    <message>
        <location filename="../ui/report_pdf.cpp" line="220"/>
        <source>%1 (continued)</source>
        <translation>%1 (계속)</translation>
    </message>
</context>
<context>
    <name>ReportText</name>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="19"/>
        <source>A term is a span the evaluation&apos;s detectors found in the vector&apos;s text (%1); a run recovered it when its output for that vector holds it as whole words, ignoring case (MLC and MSP: among their predicted pieces).</source>
        <translation>용어는 평가의 탐지기가 벡터의 텍스트에서 찾은 구간입니다(%1). 실행의 해당 벡터 출력이 대소문자를 무시하고 온전한 단어로 이를 포함하면 그 실행이 복원한 것입니다(MLC와 MSP: 예측한 조각 중에서).</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="24"/>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="75"/>
        <source>Sensitive terms and the runs that recovered them</source>
        <translation>민감한 용어와 이를 복원한 실행</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="76"/>
        <location filename="../core/eval/leak_list.cpp" line="98"/>
        <source>Row</source>
        <translation>행</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="76"/>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="76"/>
        <source>Term</source>
        <translation>용어</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="77"/>
        <source>Detector</source>
        <translation>탐지기</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="79"/>
        <location filename="../core/eval/leak_list.cpp" line="127"/>
        <location filename="../core/report/report_findings.cpp" line="221"/>
        <location filename="../core/report/report_findings.cpp" line="257"/>
        <source>%1 (run %2)</source>
        <translation>%1 (실행 %2)</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="80"/>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="96"/>
        <source>Leaks in %1: the records with the most sensitive terms recovered</source>
        <translation>%1의 유출: 민감한 용어가 가장 많이 복원된 레코드</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="98"/>
        <location filename="../core/eval/report_tables.cpp" line="114"/>
        <location filename="../core/eval/report_tables.cpp" line="139"/>
        <location filename="../core/eval/report_tables.cpp" line="178"/>
        <source>Run</source>
        <translation>실행</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="99"/>
        <location filename="../core/report/report_findings.cpp" line="235"/>
        <source>Text</source>
        <translation>텍스트</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="99"/>
        <source>Output</source>
        <translation>출력</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="100"/>
        <source>Recovered</source>
        <translation>복원됨</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="100"/>
        <source>Missed</source>
        <translation>놓침</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="134"/>
        <source>At most %1 records per run, most terms recovered first.</source>
        <translation>실행마다 최대 %1개 레코드, 복원된 용어가 많은 순.</translation>
    </message>
    <message>
        <location filename="../core/eval/leak_list.cpp" line="136"/>
        <source>Redacted: each detected term is replaced by its kind.</source>
        <translation>가림 처리됨: 탐지된 각 용어는 그 종류로 바뀌었습니다.</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="89"/>
        <location filename="../core/eval/report_tables.cpp" line="96"/>
        <source>Tokenizer: %1</source>
        <translation>토크나이저: %1</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="97"/>
        <source>Tokenizer: %1 of %2</source>
        <translation>토크나이저: %2의 %1</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="100"/>
        <source>Detector: %1</source>
        <translation>탐지기: %1</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="102"/>
        <source>Embedder: %1</source>
        <translation>임베더: %1</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="113"/>
        <location filename="../core/eval/report_tables.cpp" line="139"/>
        <location filename="../core/eval/report_tables.cpp" line="177"/>
        <location filename="../core/report/report_findings.cpp" line="213"/>
        <source>Attack</source>
        <translation>공격</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="113"/>
        <location filename="../core/eval/report_tables.cpp" line="139"/>
        <location filename="../core/eval/report_tables.cpp" line="177"/>
        <location filename="../core/report/report_findings.cpp" line="214"/>
        <source>Dataset</source>
        <translation>데이터셋</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="138"/>
        <source>Vec2Text by correction round</source>
        <translation>보정 라운드별 Vec2Text</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="140"/>
        <source>Round</source>
        <translation>라운드</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="141"/>
        <source>Exact (%)</source>
        <translation>정확 일치 (%)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="141"/>
        <location filename="../core/eval/report_tables.cpp" line="336"/>
        <source>Cosine</source>
        <translation>코사인</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="158"/>
        <source>final</source>
        <translation>최종</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="167"/>
        <source>Rounds: the cosine is the one the attack recorded for its hypothesis (target_cosine); round 0 is the base inverter.</source>
        <translation>라운드: 코사인은 공격이 가설에 대해 기록한 값(target_cosine)이며, 라운드 0은 기본 인버터입니다.</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="176"/>
        <source>Sampling audits: the whole dataset estimated from a sample</source>
        <translation>표본 감사: 표본으로 추정한 전체 데이터셋</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="178"/>
        <source>Sampled</source>
        <translation>표본</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="179"/>
        <source>Figure</source>
        <translation>지표</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="179"/>
        <source>Estimate</source>
        <translation>추정치</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="180"/>
        <source>95 % interval</source>
        <translation>95% 구간</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="180"/>
        <source>Method</source>
        <translation>방법</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="186"/>
        <source>%1 of %2%3 (seed %4)</source>
        <translation>%2 중 %1%3 (시드 %4)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="191"/>
        <source>, stratified by length</source>
        <translation>, 길이별 층화</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="195"/>
        <source>%1 to %2</source>
        <translation>%1 ~ %2</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="197"/>
        <source>%1, %2 vectors%3</source>
        <translation>%1, 벡터 %2개%3</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="198"/>
        <source>Wilson</source>
        <translation>Wilson</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="199"/>
        <source>bootstrap</source>
        <translation>부트스트랩</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="202"/>
        <source> (too few: likely too narrow)</source>
        <translation> (너무 적음: 구간이 너무 좁을 수 있음)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="205"/>
        <source>Each figure is the dataset&apos;s mean of the per-vector figure (for token F1 and NERR not the run&apos;s micro figure), estimated from a uniform random sample drawn without replacement, or one stratified by text length (strata weighed by their share of the dataset); intervals apply the finite population correction. Exact-match rates use Wilson&apos;s score interval, the other figures a percentile bootstrap of 2,000 resamples.</source>
        <translation>각 지표는 벡터별 지표의 데이터셋 평균(토큰 F1과 NERR은 실행의 마이크로 지표가 아님)으로, 비복원 균등 무작위 표본 또는 텍스트 길이로 층화한 표본(층은 데이터셋에서 차지하는 비율로 가중)에서 추정하며, 구간에는 유한 모집단 보정을 적용합니다. 정확 일치율은 Wilson 점수 구간을, 나머지 지표는 2,000회 재표본의 백분위 부트스트랩을 사용합니다.</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="319"/>
        <source>Table 1: token micro precision, recall and F1 (%)</source>
        <translation>표 1: 토큰 마이크로 정밀도, 재현율, F1 (%)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="322"/>
        <source>Precision</source>
        <translation>정밀도</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="322"/>
        <source>Recall</source>
        <translation>재현율</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="322"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="324"/>
        <source>Table 3: stop words and named entities (%)</source>
        <translation>표 3: 불용어와 개체명 (%)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="327"/>
        <source>SWR</source>
        <translation>SWR</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="327"/>
        <source>SWR of references</source>
        <translation>참조문의 SWR</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="328"/>
        <source>SWR difference</source>
        <translation>SWR 차이</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="328"/>
        <source>NERR</source>
        <translation>NERR</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="330"/>
        <source>Generation metrics (GEIA Table 4 layout)</source>
        <translation>생성 지표 (GEIA 표 4 형식)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="336"/>
        <source>EMR</source>
        <translation>EMR</translation>
    </message>
    <message>
        <location filename="../core/eval/report_tables.cpp" line="337"/>
        <source>Edit distance</source>
        <translation>편집 거리</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="15"/>
        <source>BLEU, exact match and cosine by reference length</source>
        <translation>참조 길이별 BLEU, 정확 일치, 코사인</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="16"/>
        <source>reference length (attacker tokens, bucket upper bound)</source>
        <translation>참조 길이(공격자 토큰, 구간 상한)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="17"/>
        <source>BLEU / exact match (%)</source>
        <translation>BLEU / 정확 일치(%)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="18"/>
        <source>BLEU, exact match and cosine by correction round</source>
        <translation>보정 라운드별 BLEU, 정확 일치, 코사인</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="19"/>
        <source>correction round</source>
        <translation>보정 라운드</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="20"/>
        <source>Final cosine against BLEU per sample</source>
        <translation>표본별 최종 코사인 대 BLEU</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="21"/>
        <source>Token precision-recall over MLC thresholds</source>
        <translation>MLC 임계값에 따른 토큰 정밀도-재현율</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="22"/>
        <source>recall (%)</source>
        <translation>재현율(%)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="23"/>
        <source>precision (%)</source>
        <translation>정밀도(%)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="24"/>
        <source>Noise defence: retrieval against reconstruction</source>
        <translation>잡음 방어: 검색 대 복원</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="25"/>
        <source>defence: retrieval against reconstruction</source>
        <translation>방어: 검색 대 복원</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="26"/>
        <source>NDCG@10, cosine</source>
        <translation>NDCG@10, 코사인</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="27"/>
        <source>BLEU, tf1, exact match (%)</source>
        <translation>BLEU, tf1, 정확 일치(%)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="28"/>
        <source>Defences compared: search quality against leakage</source>
        <translation>방어 비교: 검색 품질 대 유출</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="29"/>
        <source>retrieval NDCG@10 (utility)</source>
        <translation>검색 NDCG@10(효용)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="30"/>
        <source>Vec2Text BLEU (leakage)</source>
        <translation>Vec2Text BLEU(유출)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="31"/>
        <source>retrieval NDCG@10 (utility: higher is better)</source>
        <translation>검색 NDCG@10(효용: 높을수록 좋음)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="32"/>
        <source>Vec2Text BLEU (leakage: lower is better)</source>
        <translation>Vec2Text BLEU(유출: 낮을수록 좋음)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="33"/>
        <source>By correction round:</source>
        <translation>보정 라운드별:</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="34"/>
        <source>vs</source>
        <translation>대</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="36"/>
        <source>λ (noise scale)</source>
        <translation>λ(잡음 크기)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="37"/>
        <source>bits per dimension</source>
        <translation>차원당 비트</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="38"/>
        <source>dimensions kept</source>
        <translation>남긴 차원</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="39"/>
        <source>principal components kept</source>
        <translation>남긴 주성분</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="40"/>
        <source>leaked pairs the attacker has</source>
        <translation>공격자가 가진 유출 쌍</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="41"/>
        <source>Gaussian noise</source>
        <translation>가우스 잡음</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="42"/>
        <source>Scalar quantisation</source>
        <translation>스칼라 양자화</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="43"/>
        <source>Binary quantisation</source>
        <translation>이진 양자화</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="44"/>
        <source>Truncation</source>
        <translation>잘라내기</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="45"/>
        <source>PCA projection</source>
        <translation>PCA 투영</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="46"/>
        <source>Secret rotation</source>
        <translation>비밀 회전</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="47"/>
        <source>no defence</source>
        <translation>방어 없음</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="48"/>
        <source>leaked pairs</source>
        <translation>유출 쌍</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="49"/>
        <source>dimensions</source>
        <translation>차원</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="50"/>
        <source>components</source>
        <translation>성분</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="51"/>
        <source>bits</source>
        <translation>비트</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="52"/>
        <source>bit</source>
        <translation>비트</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="54"/>
        <source>cosine</source>
        <translation>코사인</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="55"/>
        <source>exact match</source>
        <translation>정확 일치</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="56"/>
        <source>token F1 (tf1)</source>
        <translation>토큰 F1(tf1)</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="57"/>
        <source>samples</source>
        <translation>표본</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="58"/>
        <source>target cosine</source>
        <translation>목표 코사인</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="60"/>
        <source>run</source>
        <translation>실행</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="61"/>
        <source>step</source>
        <translation>단계</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="62"/>
        <source>steps</source>
        <translation>단계</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="63"/>
        <source>best of</source>
        <translation>최선/</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="64"/>
        <source>nucleus sample</source>
        <translation>누클리어스 표본</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="65"/>
        <source>nucleus samples</source>
        <translation>누클리어스 표본</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="66"/>
        <source>nucleus</source>
        <translation>누클리어스</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="67"/>
        <source>beam</source>
        <translation>빔</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="68"/>
        <source>vec2text rule</source>
        <translation>vec2text 규칙</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="69"/>
        <source>no feedback</source>
        <translation>피드백 없음</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="70"/>
        <source>feedback withheld</source>
        <translation>피드백 보류</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="71"/>
        <source>T5 decoder</source>
        <translation>T5 디코더</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="72"/>
        <source>Noise sweep</source>
        <translation>잡음 스윕</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="73"/>
        <source>Defence sweep</source>
        <translation>방어 스윕</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="74"/>
        <source>Attribute probes</source>
        <translation>속성 프로브</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="75"/>
        <source>aligned from</source>
        <translation>정렬 기반</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="76"/>
        <source>partial:</source>
        <translation>부분:</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="77"/>
        <source>of</source>
        <translation>/</translation>
    </message>
    <message>
        <location filename="../core/eval/report_text.cpp" line="78"/>
        <source>shards</source>
        <translation>샤드</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/eval/report_text.cpp" line="140"/>
        <source>%1 (%n entries)</source>
        <translation>
            <numerusform>%1 (항목 %n개)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/eval/report_text.cpp" line="141"/>
        <source>%1 (%n entries, %2 given names)</source>
        <translation>
            <numerusform>%1 (항목 %n개, 이름 %2개)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/eval/report_text.cpp" line="145"/>
        <source>%1 (%2: %n terms, sha256 %3)</source>
        <translation>
            <numerusform>%1 (%2: 용어 %n개, sha256 %3)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="25"/>
        <source>%1 % (%2–%3 %)</source>
        <translation>%1% (%2–%3%)</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="33"/>
        <source>trained against the victim</source>
        <translation>피해 모델을 상대로 학습됨</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="42"/>
        <source>high</source>
        <translation>높음</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="44"/>
        <source>medium</source>
        <translation>중간</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="48"/>
        <source>low</source>
        <translation>낮음</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="91"/>
        <source>No defence was measured: the case holds no defence sweep.</source>
        <translation>측정된 방어가 없습니다: 케이스에 방어 스윕이 없습니다.</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="92"/>
        <source>No defence swept keeps 90 % of retrieval quality (NDCG@10).</source>
        <translation>스윕한 방어 중 검색 품질(NDCG@10)의 90%를 유지하는 것이 없습니다.</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="95"/>
        <source>Of the defences swept, %1 at %2 keeps %3 % of retrieval quality (NDCG@10 %4 against %5 without it) at the lowest leak: Vec2Text&apos;s BLEU falls from %6 to %7.</source>
        <translation>스윕한 방어 중 %2의 %1이(가) 가장 적은 유출로 검색 품질의 %3%를 유지합니다(NDCG@10 %4, 방어 없이 %5): Vec2Text의 BLEU가 %6에서 %7(으)로 떨어집니다.</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="121"/>
        <source>Summary of findings</source>
        <translation>발견 사항 요약</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="170"/>
        <source>Audited: the case %1, holding %2. Written %3.</source>
        <translation>감사 대상: 케이스 %1, 내용: %2. 작성일 %3.</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="172"/>
        <source>no vectors</source>
        <translation>벡터 없음</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="179"/>
        <source>Threat models tried: %1. &quot;Trained against the victim&quot; assumes the attacker could query the victim (or held many of its pairs) to train an attack; &quot;aligned from N leaked pairs&quot; assumes N (text, vector) pairs and a public attack model.</source>
        <translation>시도한 위협 모델: %1. &quot;피해 모델을 상대로 학습됨&quot;은 공격자가 공격을 학습하려고 피해 모델에 질의할 수 있었다고(또는 그 쌍을 많이 가졌다고) 가정합니다. &quot;유출된 쌍 N개로 정렬됨&quot;은 (텍스트, 벡터) 쌍 N개와 공개 공격 모델을 가정합니다.</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="104"/>
        <source>BLEU rests on few inverted documents (n = %1): an indication, not a ranking.</source>
        <translation>BLEU는 적은 수의 역변환 문서(n = %1)에 기반합니다: 순위가 아니라 참고치입니다.</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="131"/>
        <source>%1 (vectors: %2; dimensions: %3)</source>
        <translation>%1 (벡터: %2, 차원: %3)</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="195"/>
        <source>%1 (%2) recovers at least one sensitive term from %3 of the records of %4 that hold one (n = %5).</source>
        <translation>%1 (%2)은(는) 민감한 용어가 있는 %4의 레코드 중 %3에서 민감한 용어를 하나 이상 복원합니다(n = %5).</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="199"/>
        <source>No attack recovered a sensitive term from the records of %1 that hold one (n = %2); at 95 % confidence at most %3 % of such records would leak one to %4.</source>
        <translation>민감한 용어가 있는 %1의 레코드(n = %2)에서 어떤 공격도 민감한 용어를 복원하지 못했습니다. 95% 신뢰도로, 그런 레코드 중 많아야 %3%가 %4에 용어를 유출할 것입니다.</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="205"/>
        <source>No attack run of this case could be checked for leaks: none has outputs for records whose texts hold a detected sensitive term.</source>
        <translation>이 케이스의 어떤 공격 실행도 유출을 확인할 수 없었습니다: 탐지된 민감한 용어가 텍스트에 있는 레코드에 대한 출력이 없습니다.</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="211"/>
        <source>What leaks, per attack and threat model</source>
        <translation>공격 및 위협 모델별 유출</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="212"/>
        <source>Threat model</source>
        <translation>위협 모델</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="215"/>
        <source>Records checked</source>
        <translation>확인한 레코드</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="216"/>
        <source>Records leaking a term (95 % interval)</source>
        <translation>용어를 유출한 레코드 (95% 구간)</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="217"/>
        <source>Risk</source>
        <translation>위험</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="224"/>
        <source>Records checked: those whose text holds a term the detectors found and that the run inverted. A record leaks when the run&apos;s output holds one of its terms as whole words (Wilson&apos;s 95 % interval).</source>
        <translation>확인한 레코드: 탐지기가 찾은 용어가 텍스트에 있고 실행이 역변환한 레코드입니다. 실행의 출력에 그 용어 중 하나가 온전한 단어로 있으면 레코드가 유출된 것입니다(Wilson 95% 구간).</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="227"/>
        <source>Risk: high when even the interval&apos;s low end is at least 10 % of records; medium when any record leaks a term; low when none does.</source>
        <translation>위험: 구간의 하한조차 레코드의 10% 이상이면 높음, 어떤 레코드라도 용어를 유출하면 중간, 아무것도 유출하지 않으면 낮음.</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="234"/>
        <source>The records that leak the most</source>
        <translation>가장 많이 유출하는 레코드</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="235"/>
        <source>Record</source>
        <translation>레코드</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="236"/>
        <source>Recovered by</source>
        <translation>복원한 공격</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="236"/>
        <source>Reconstruction</source>
        <translation>복원 결과</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="237"/>
        <source>Terms recovered</source>
        <translation>복원된 용어</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="256"/>
        <source>%1, row %2</source>
        <translation>%1, %2행</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="261"/>
        <source>Redacted: each detected term is replaced by its kind, in the texts and the reconstructions.</source>
        <translation>가림 처리됨: 텍스트와 복원 결과에서 탐지된 각 용어는 그 종류로 바뀌었습니다.</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="272"/>
        <source>an attacker trained against the victim</source>
        <translation>피해 모델을 상대로 학습한 공격자</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="273"/>
        <source>an attacker aligned from leaked pairs</source>
        <translation>유출된 쌍으로 정렬한 공격자</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="274"/>
        <source>attribute inference (probes)</source>
        <translation>속성 추론(프로브)</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="275"/>
        <source>translation without pairs (vec2vec) and query-only search (ZSInvert), which this version of Unembed cannot run</source>
        <translation>이 버전의 Unembed가 실행할 수 없는 쌍 없는 변환(vec2vec)과 질의 전용 검색(ZSInvert)</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="278"/>
        <source>Not tested: %1.</source>
        <translation>시험하지 않음: %1.</translation>
    </message>
    <message>
        <location filename="../core/report/report_findings.cpp" line="280"/>
        <source>This report is redacted: the sensitive terms the detectors found in quoted records and reconstructions are replaced by their kind.</source>
        <translation>이 보고서는 가림 처리되었습니다: 인용한 레코드와 복원 결과에서 탐지기가 찾은 민감한 용어는 그 종류로 바뀌었습니다.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui_main.cpp" line="39"/>
        <source>Investigation workbench for text-embedding inversion</source>
        <translation>텍스트 임베딩 역변환 조사 워크벤치</translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="43"/>
        <source>Case file to open (*.unembed).</source>
        <translation>열 케이스 파일 (*.unembed).</translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="46"/>
        <source>Save the window to FILE (PNG) once it is shown, then quit.</source>
        <translation>창이 표시되면 FILE(PNG)로 저장한 뒤 종료합니다.</translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="52"/>
        <source>With --screenshot: the view in front (vectors, curves, report, map, try, compare, leaks, models, live).</source>
        <translation>--screenshot과 함께: 앞에 둘 보기(vectors, curves, report, map, try, compare, leaks, models, live).</translation>
    </message>
    <message>
        <location filename="../app/gui_main.cpp" line="58"/>
        <source>With --screenshot: attack TEXT in Try with the case&apos;s attackers and save the window when they are done.</source>
        <translation>--screenshot과 함께: 시도에서 케이스의 공격자로 TEXT를 공격하고 끝나면 창을 저장합니다.</translation>
    </message>
</context>
<context>
    <name>unembed::AttackDialog</name>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="64"/>
        <source>Evaluate against the &amp;texts</source>
        <translation>텍스트와 비교해 평가(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="72"/>
        <source>Run Attack</source>
        <translation>공격 실행</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="73"/>
        <source>MLC: multi-label classifier (tokens)</source>
        <translation>MLC: 다중 레이블 분류기(토큰)</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="74"/>
        <source>MSP: multi-set prediction (tokens)</source>
        <translation>MSP: 다중 집합 예측(토큰)</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="75"/>
        <source>GEIA: beam search, 5 beams</source>
        <translation>GEIA: 빔 탐색, 빔 5개</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="76"/>
        <source>GEIA: nucleus sampling, p 0.9, T 0.9</source>
        <translation>GEIA: 누클리어스 샘플링, p 0.9, T 0.9</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="77"/>
        <source>Vec2Text: base inverter and corrector</source>
        <translation>Vec2Text: 기본 역변환기와 보정기</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="78"/>
        <source>Attack</source>
        <translation>공격</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="79"/>
        <source>Attacker model folder</source>
        <translation>공격자 모델 폴더</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="80"/>
        <source>Model folder</source>
        <translation>모델 폴더</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="81"/>
        <source>Victim embedder folder</source>
        <translation>피해자 임베더 폴더</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="82"/>
        <source>A sentence-transformers folder</source>
        <translation>sentence-transformers 폴더</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="83"/>
        <source>Alignment map folder</source>
        <translation>정렬 맵 폴더</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="84"/>
        <source>None: the attacker was trained against this victim</source>
        <translation>없음: 공격자가 이 피해자를 상대로 학습됨</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="85"/>
        <source>A map fitted on leaked pairs (unembed-cli align) from this victim&apos;s vectors into the space of the embedder the attacker was trained for; that embedder then re-embeds the attack&apos;s texts, so no victim query is spent</source>
        <translation>유출된 쌍으로 맞춘 맵(unembed-cli align)으로 이 피해자의 벡터를 공격자가 학습한 임베더의 공간으로 옮깁니다. 그 임베더가 공격의 텍스트를 다시 임베딩하므로 피해자 질의가 들지 않습니다</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="89"/>
        <source>Vec2Text corrector folder</source>
        <translation>Vec2Text 보정기 폴더</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="90"/>
        <source>Corrector folder</source>
        <translation>보정기 폴더</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="168"/>
        <source>Correction steps</source>
        <translation>보정 단계</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="169"/>
        <source>Correction steps after the base inverter&apos;s hypothesis; 0: the base inverter alone</source>
        <translation>기본 역변환기의 가설 뒤 보정 단계 수; 0: 기본 역변환기만</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="173"/>
        <source>Sequence beam width</source>
        <translation>시퀀스 빔 너비</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="174"/>
        <source>Hypotheses kept per vector between steps (sbeam); 1 corrects greedily</source>
        <translation>단계 사이에 벡터마다 유지하는 가설 수(sbeam); 1이면 탐욕적으로 보정</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="92"/>
        <source>every row</source>
        <translation>모든 행</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="93"/>
        <source>Rows to attack, from the first</source>
        <translation>공격할 행 수(첫 행부터)</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="95"/>
        <source>no sample</source>
        <translation>표본 없음</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="96"/>
        <source>Rows to attack, drawn at random</source>
        <translation>무작위로 뽑은 공격할 행</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="97"/>
        <source>Attack a uniform random sample of this many rows; evaluated, the run also estimates the whole dataset&apos;s figures with 95 % intervals (the Report&apos;s Sampling audits table)</source>
        <translation>이 개수만큼의 행을 균등 무작위 표본으로 공격합니다. 평가하면 전체 데이터셋의 수치를 95 % 구간과 함께 추정합니다(보고서의 Sampling audits 표)</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="102"/>
        <source>seed </source>
        <translation>시드 </translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="103"/>
        <source>Random seed of the sample</source>
        <translation>표본의 난수 시드</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="106"/>
        <source>Score the outputs with the papers&apos; metrics (the victim gives the cosine) for the Report&apos;s tables and the Compare view&apos;s figures</source>
        <translation>논문의 지표로 출력을 평가합니다(코사인은 피해자 모델로 계산). 보고서 표와 비교 보기의 수치에 쓰입니다</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="109"/>
        <source>The dataset has no texts to score the outputs against</source>
        <translation>이 데이터셋에는 출력을 비교해 평가할 텍스트가 없습니다</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="110"/>
        <source>&amp;Run</source>
        <translation>실행(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="115"/>
        <source>Dataset:</source>
        <translation>데이터셋:</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="116"/>
        <source>&amp;Attack:</source>
        <translation>공격(&amp;A):</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="118"/>
        <source>Browse for the attacker model folder</source>
        <translation>공격자 모델 폴더 찾아보기</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="120"/>
        <source>Browse for the victim embedder folder</source>
        <translation>피해자 임베더 폴더 찾아보기</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="123"/>
        <source>&amp;Model folder:</source>
        <translation>모델 폴더(&amp;M):</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="126"/>
        <source>Alignment map</source>
        <translation>정렬 맵</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="126"/>
        <source>Browse for an alignment map folder</source>
        <translation>정렬 맵 폴더 찾아보기</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="129"/>
        <source>Corrector</source>
        <translation>보정기</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="130"/>
        <source>Browse for the Vec2Text corrector folder</source>
        <translation>Vec2Text 보정기 폴더 찾아보기</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="132"/>
        <source>&amp;Corrector:</source>
        <translation>보정기(&amp;C):</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="179"/>
        <source>Sequence &amp;beam:</source>
        <translation>시퀀스 빔(&amp;B):</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="133"/>
        <source>Correction ste&amp;ps:</source>
        <translation>보정 단계(&amp;P):</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="140"/>
        <source>Random &amp;sample:</source>
        <translation>무작위 표본(&amp;S):</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="117"/>
        <source>Attacker model</source>
        <translation>공격자 모델</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="124"/>
        <source>&amp;Victim embedder:</source>
        <translation>피해자 임베더(&amp;V):</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="119"/>
        <source>Victim embedder</source>
        <translation>피해자 임베더</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="128"/>
        <source>T&amp;hrough a map:</source>
        <translation>맵을 거쳐(&amp;H):</translation>
    </message>
    <message>
        <location filename="../ui/attack_dialog.cpp" line="134"/>
        <source>&amp;First rows:</source>
        <translation>처음 행 수(&amp;F):</translation>
    </message>
</context>
<context>
    <name>unembed::BrowseField</name>
    <message>
        <location filename="../ui/browse_field.cpp" line="29"/>
        <source>Browse…</source>
        <translation>찾아보기…</translation>
    </message>
</context>
<context>
    <name>unembed::CaseExplorer</name>
    <message>
        <location filename="../ui/case_explorer.cpp" line="57"/>
        <source>Case explorer</source>
        <translation>케이스 탐색기</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="83"/>
        <source>Datasets</source>
        <translation>데이터셋</translation>
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
        <translation>%1에서 가져옴
SHA-256 %2</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="89"/>
        <source>Format: %1</source>
        <translation>형식: %1</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="96"/>
        <source>Models</source>
        <translation>모델</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="100"/>
        <source>%1
trained against %2 (dimension %3)</source>
        <translation>%1
%2 대상으로 학습됨 (차원 %3)</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="108"/>
        <source>Runs</source>
        <translation>실행</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="111"/>
        <source>#%1 %2 — %3</source>
        <translation>#%1 %2 — %3</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="120"/>
        <source>Curves</source>
        <translation>곡선</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="123"/>
        <source>#%1 %2 (%3)</source>
        <translation>#%1 %2 (%3)</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="126"/>
        <source>%1 against %2</source>
        <translation>%1 대 %2</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="127"/>
        <source>%1 and %2 against %3</source>
        <translation>%1 및 %2 대 %3</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="147"/>
        <source>Re&amp;name Dataset…</source>
        <translation>데이터셋 이름 바꾸기(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="150"/>
        <source>&amp;Delete Dataset…</source>
        <translation>데이터셋 삭제(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="156"/>
        <source>&amp;Delete Curve…</source>
        <translation>곡선 삭제(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="170"/>
        <source>&amp;Delete Run…</source>
        <translation>실행 삭제(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="181"/>
        <source>&amp;Evaluate Run</source>
        <translation>실행 평가(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="186"/>
        <source>Evaluate with a Perple&amp;xity Judge…</source>
        <translation>퍼플렉서티 판정 모델로 평가(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="187"/>
        <source>Also score the predictions&apos; fluency: their perplexity under a Hugging Face GPT-2 folder (GEIA&apos;s PPL)</source>
        <translation>예측의 유창성도 평가합니다: Hugging Face GPT-2 폴더 기준의 퍼플렉서티 (GEIA의 PPL)</translation>
    </message>
    <message>
        <location filename="../ui/case_explorer.cpp" line="194"/>
        <source>&amp;Precision–Recall Sweep</source>
        <translation>정밀도-재현율 스윕(&amp;P)</translation>
    </message>
</context>
<context>
    <name>unembed::CompareTableModel</name>
    <message>
        <location filename="../ui/compare_table_model.cpp" line="157"/>
        <location filename="../ui/compare_table_model.cpp" line="167"/>
        <source>&lt;i&gt;not attacked&lt;/i&gt;</source>
        <translation>&lt;i&gt;공격하지 않음&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../ui/compare_table_model.cpp" line="179"/>
        <source>Probability of each token: %1</source>
        <translation>각 토큰의 확률: %1</translation>
    </message>
    <message>
        <location filename="../ui/compare_table_model.cpp" line="193"/>
        <source>share of the true text&apos;s words recovered</source>
        <translation>복원된 실제 텍스트 단어의 비율</translation>
    </message>
    <message>
        <location filename="../ui/compare_table_model.cpp" line="243"/>
        <source>%1 (run %2)</source>
        <translation>%1 (실행 %2)</translation>
    </message>
    <message>
        <location filename="../ui/compare_table_model.cpp" line="245"/>
        <source>, final</source>
        <translation>, 최종</translation>
    </message>
    <message>
        <location filename="../ui/compare_table_model.cpp" line="245"/>
        <source>, round %1</source>
        <translation>, 라운드 %1</translation>
    </message>
    <message>
        <location filename="../ui/compare_table_model.cpp" line="252"/>
        <source>Row</source>
        <translation>행</translation>
    </message>
    <message>
        <location filename="../ui/compare_table_model.cpp" line="253"/>
        <source>True text</source>
        <translation>실제 텍스트</translation>
    </message>
    <message>
        <location filename="../ui/compare_table_model.cpp" line="259"/>
        <source>Words of the true text found in the output are marked; the figure before each output, and the order when sorted, is %1.</source>
        <translation>출력에서 찾은 실제 텍스트의 단어가 표시됩니다. 각 출력 앞의 수치와 정렬 기준: %1.</translation>
    </message>
</context>
<context>
    <name>unembed::CompareView</name>
    <message>
        <location filename="../ui/compare_view.cpp" line="48"/>
        <source>Runs to compare</source>
        <translation>비교할 실행</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="57"/>
        <source>final</source>
        <translation>최종</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="58"/>
        <source>Vec2Text round shown</source>
        <translation>표시된 Vec2Text 라운드</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="59"/>
        <source>Show Vec2Text outputs as they stood after this correction round</source>
        <translation>이 보정 라운드 직후의 Vec2Text 출력 표시</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="62"/>
        <source>Sort outputs by</source>
        <translation>출력 정렬 기준</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="74"/>
        <location filename="../ui/compare_view.cpp" line="249"/>
        <source>Outputs side by side</source>
        <translation>출력 나란히 보기</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="125"/>
        <source>The row in focus</source>
        <translation>선택된 행</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="153"/>
        <source>Runs:</source>
        <translation>실행:</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="154"/>
        <source>Vec2Text round:</source>
        <translation>Vec2Text 라운드:</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="146"/>
        <source>Sort by:</source>
        <translation>정렬 기준:</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="66"/>
        <source>The figure shown before each output, and what the outputs are sorted by: the share of the true text&apos;s words recovered, or a figure stored by eval</source>
        <translation>각 출력 앞에 표시되는 수치이자 정렬 기준: 복원된 실제 텍스트 단어의 비율 또는 eval이 저장한 수치</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="76"/>
        <source>Row and true text</source>
        <translation>행과 실제 텍스트</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="132"/>
        <source>Cop&amp;y Table</source>
        <translation>표 복사(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="133"/>
        <source>Copy the comparison, in the order shown, as a Markdown table</source>
        <translation>비교를 표시된 순서대로 Markdown 표로 복사</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/compare_view.cpp" line="136"/>
        <source>Copied %n row(s) as Markdown</source>
        <translation>
            <numerusform>%n개 행을 Markdown으로 복사함</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="138"/>
        <source>E&amp;xport CSV…</source>
        <translation>CSV 내보내기(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="139"/>
        <source>Save the comparison, in the order shown, as a CSV file</source>
        <translation>비교를 표시된 순서대로 CSV 파일로 저장</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="155"/>
        <source>Legend:</source>
        <translation>범례:</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="184"/>
        <source>%1 — run %2, %3, %4</source>
        <translation>%1 — 실행 %2, %3, %4</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="250"/>
        <source>Row</source>
        <translation>행</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="250"/>
        <source>True text</source>
        <translation>실제 텍스트</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="253"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="273"/>
        <source>Export Comparison</source>
        <translation>비교 내보내기</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="273"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 파일 (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="275"/>
        <source>Wrote %1</source>
        <translation>%1을(를) 씀</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="283"/>
        <source>&lt;span style=&quot;background-color:%1; color:%2&quot;&gt;&amp;nbsp;word&amp;nbsp;&lt;/span&gt; found in the true text</source>
        <translation>&lt;span style=&quot;background-color:%1; color:%2&quot;&gt;&amp;nbsp;단어&amp;nbsp;&lt;/span&gt; 실제 텍스트에서 찾음</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="290"/>
        <source> &amp;nbsp; &lt;b style=&quot;color:%1&quot;&gt;term&lt;/b&gt; a sensitive term of the true text</source>
        <translation> &amp;nbsp; &lt;b style=&quot;color:%1&quot;&gt;용어&lt;/b&gt; 실제 텍스트의 민감한 용어</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="293"/>
        <source>Sensitive terms found by %1</source>
        <translation>%1이(가) 찾은 민감한 용어</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="301"/>
        <source>share of the true text&apos;s words recovered</source>
        <translation>복원된 실제 텍스트 단어 비율</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="340"/>
        <source>&lt;h3&gt;Row %1&lt;/h3&gt;&lt;p&gt;&lt;b&gt;True text:&lt;/b&gt; %2&lt;/p&gt;</source>
        <translation>&lt;h3&gt;행 %1&lt;/h3&gt;&lt;p&gt;&lt;b&gt;실제 텍스트:&lt;/b&gt; %2&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/compare_view.cpp" line="346"/>
        <source>%1% of the true text&apos;s words recovered</source>
        <translation>실제 텍스트 단어의 %1% 복원</translation>
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
        <translation>곡선 그래프</translation>
    </message>
    <message>
        <location filename="../ui/curve_plot.cpp" line="219"/>
        <source>dashed lines: the same figures without the defence</source>
        <translation>점선: 방어 없이 잰 같은 값</translation>
    </message>
    <message>
        <location filename="../ui/curve_plot.cpp" line="220"/>
        <source>dashed lines: λ = 0 (no noise), which a log axis cannot place</source>
        <translation>점선: λ = 0 (잡음 없음), 로그 축에 놓을 수 없는 값</translation>
    </message>
    <message>
        <location filename="../ui/curve_plot.cpp" line="225"/>
        <source>right axis: %1</source>
        <translation>오른쪽 축: %1</translation>
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
        <translation>방어 스윕</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="46"/>
        <source>Gaussian noise</source>
        <translation>가우스 잡음</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="47"/>
        <source>Scalar quantisation</source>
        <translation>스칼라 양자화</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="48"/>
        <source>Binary quantisation</source>
        <translation>이진 양자화</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="49"/>
        <source>Truncation</source>
        <translation>잘라내기</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="50"/>
        <source>PCA projection</source>
        <translation>PCA 투영</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="51"/>
        <source>Secret rotation</source>
        <translation>비밀 회전</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="52"/>
        <source>Defence</source>
        <translation>방어</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="53"/>
        <source>Strengths, separated by commas</source>
        <translation>쉼표로 구분한 강도</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="55"/>
        <source>Victim embedder folder</source>
        <translation>피해자 임베더 폴더</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="56"/>
        <source>Retrieval set folder (BEIR)</source>
        <translation>검색 세트 폴더(BEIR)</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="57"/>
        <source>corpus.jsonl, queries.jsonl, qrels/SPLIT.tsv</source>
        <translation>corpus.jsonl, queries.jsonl, qrels/SPLIT.tsv</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="58"/>
        <source>Qrels split</source>
        <translation>qrels 분할</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="59"/>
        <source>Vec2Text base inverter folder</source>
        <translation>Vec2Text 기본 역변환기 폴더</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="60"/>
        <source>Vec2Text corrector folder</source>
        <translation>Vec2Text 보정기 폴더</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="62"/>
        <source>Alignment map folder</source>
        <translation>정렬 매핑 폴더</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="63"/>
        <source>none: the attackers were trained against this victim</source>
        <translation>없음: 공격자는 이 피해 모델을 상대로 학습했습니다</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="64"/>
        <source>A map fitted on leaked pairs (unembed-cli align) from the victim&apos;s vectors into the space of the embedder the inverter and corrector were trained for: the attacker reads the defended vectors through it and queries no victim</source>
        <translation>유출된 쌍으로 맞춘 매핑(unembed-cli align)으로, 피해 모델의 벡터를 역변환기와 보정기가 학습한 임베더의 공간으로 옮깁니다: 공격자는 이 매핑을 거쳐 방어된 벡터를 읽으며 피해 모델에 질의하지 않습니다</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="70"/>
        <source>every document</source>
        <translation>모든 문서</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="71"/>
        <source>Documents inverted at each strength</source>
        <translation>강도마다 역변환할 문서 수</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="73"/>
        <source>Seed of the noise and the rotation&apos;s key</source>
        <translation>잡음의 시드이자 회전의 키</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="74"/>
        <source>&amp;Sweep</source>
        <translation>스윕(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="77"/>
        <source>&amp;Defence:</source>
        <translation>방어(&amp;D):</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="78"/>
        <source>S&amp;trengths:</source>
        <translation>강도(&amp;T):</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="84"/>
        <source>Victim embedder</source>
        <translation>피해자 임베더</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="84"/>
        <source>Browse for the victim embedder folder</source>
        <translation>피해자 임베더 폴더 찾아보기</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="86"/>
        <source>Retrieval set</source>
        <translation>검색 세트</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="86"/>
        <source>Browse for the BEIR folder of the retrieval set</source>
        <translation>검색 세트의 BEIR 폴더 찾아보기</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="88"/>
        <source>Base inverter</source>
        <translation>기본 역변환기</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="88"/>
        <source>Browse for the Vec2Text base inverter folder</source>
        <translation>Vec2Text 기본 역변환기 폴더 찾아보기</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="90"/>
        <source>Corrector</source>
        <translation>보정기</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="90"/>
        <source>Browse for the Vec2Text corrector folder</source>
        <translation>Vec2Text 보정기 폴더 찾아보기</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="91"/>
        <source>&amp;Victim embedder:</source>
        <translation>피해자 임베더(&amp;V):</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="92"/>
        <source>&amp;Retrieval set:</source>
        <translation>검색 세트(&amp;R):</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="93"/>
        <source>Sp&amp;lit:</source>
        <translation>분할(&amp;L):</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="96"/>
        <source>Alignment map</source>
        <translation>정렬 매핑</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="96"/>
        <source>Browse for an alignment map folder</source>
        <translation>정렬 매핑 폴더 찾아보기</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="97"/>
        <source>Thro&amp;ugh a map:</source>
        <translation>매핑 경유(&amp;U):</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="98"/>
        <source>Correction ste&amp;ps:</source>
        <translation>보정 단계(&amp;P):</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="99"/>
        <source>Docu&amp;ments inverted:</source>
        <translation>역변환할 문서(&amp;M):</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="100"/>
        <source>&amp;Key (seed):</source>
        <translation>키(시드)(&amp;K):</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="94"/>
        <source>Base &amp;inverter:</source>
        <translation>기본 역변환기(&amp;I):</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="95"/>
        <source>&amp;Corrector:</source>
        <translation>보정기(&amp;C):</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="126"/>
        <source>strengths</source>
        <translation>강도</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="157"/>
        <source>λ, the scale of the Gaussian noise added to every vector; 0 is the victim without noise.</source>
        <translation>λ: 모든 벡터에 더하는 가우스 잡음의 크기. 0은 잡음 없는 피해자입니다.</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="161"/>
        <source>Bits per dimension; each dimension is quantised over the range the documents span in it. Measured without the defence first.</source>
        <translation>차원당 비트 수. 각 차원은 문서들이 그 차원에서 차지하는 범위로 양자화됩니다. 먼저 방어 없이 측정합니다.</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="166"/>
        <source>Signs only: one point, beside the victim without the defence.</source>
        <translation>부호만: 방어 없는 피해자 옆의 한 점.</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="170"/>
        <source>Dimensions kept, from the first; at most the victim&apos;s dimension.</source>
        <translation>첫 차원부터 남길 차원 수. 피해자의 차원 이하.</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="174"/>
        <source>Principal components of the documents kept; at most the victim&apos;s dimension.</source>
        <translation>남길 문서의 주성분 수. 피해자의 차원 이하.</translation>
    </message>
    <message>
        <location filename="../ui/defence_sweep_dialog.cpp" line="178"/>
        <source>Leaked (text, vector) pairs the attacker has to estimate the rotation: the documents after the inverted ones. Default counts the retrieval set is too small for are left out.</source>
        <translation>공격자가 회전을 추정하는 데 쓰는 유출된 (텍스트, 벡터) 쌍: 역변환한 문서 다음의 문서들. 검색 세트가 너무 작아 맞지 않는 기본 개수는 제외됩니다.</translation>
    </message>
</context>
<context>
    <name>unembed::EmbedTextDialog</name>
    <message>
        <location filename="../ui/embed_text_dialog.cpp" line="21"/>
        <source>typed sentences</source>
        <translation>입력한 문장</translation>
    </message>
    <message>
        <location filename="../ui/embed_text_dialog.cpp" line="26"/>
        <source>Embed Text</source>
        <translation>텍스트 임베딩</translation>
    </message>
    <message>
        <location filename="../ui/embed_text_dialog.cpp" line="27"/>
        <source>One sentence per line</source>
        <translation>한 줄에 한 문장</translation>
    </message>
    <message>
        <location filename="../ui/embed_text_dialog.cpp" line="28"/>
        <source>Sentences to embed, one per line</source>
        <translation>임베딩할 문장, 한 줄에 하나</translation>
    </message>
    <message>
        <location filename="../ui/embed_text_dialog.cpp" line="30"/>
        <source>Dataset name</source>
        <translation>데이터셋 이름</translation>
    </message>
    <message>
        <location filename="../ui/embed_text_dialog.cpp" line="31"/>
        <source>Victim embedder folder</source>
        <translation>피해 임베더 폴더</translation>
    </message>
    <message>
        <location filename="../ui/embed_text_dialog.cpp" line="32"/>
        <source>A sentence-transformers folder</source>
        <translation>sentence-transformers 폴더</translation>
    </message>
    <message>
        <location filename="../ui/embed_text_dialog.cpp" line="34"/>
        <source>Browse for the embedder folder</source>
        <translation>임베더 폴더 찾아보기</translation>
    </message>
    <message>
        <location filename="../ui/embed_text_dialog.cpp" line="34"/>
        <source>Victim embedder</source>
        <translation>피해 임베더</translation>
    </message>
    <message>
        <location filename="../ui/embed_text_dialog.cpp" line="35"/>
        <source>&amp;Embed</source>
        <translation>임베딩(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/embed_text_dialog.cpp" line="38"/>
        <source>&amp;Sentences:</source>
        <translation>문장(&amp;S):</translation>
    </message>
    <message>
        <location filename="../ui/embed_text_dialog.cpp" line="39"/>
        <source>Dataset &amp;name:</source>
        <translation>데이터셋 이름(&amp;N):</translation>
    </message>
    <message>
        <location filename="../ui/embed_text_dialog.cpp" line="41"/>
        <source>&amp;Victim embedder:</source>
        <translation>피해 임베더(&amp;V):</translation>
    </message>
</context>
<context>
    <name>unembed::EndpointDialog</name>
    <message>
        <location filename="../ui/endpoint_dialog.cpp" line="50"/>
        <source>Register an Embeddings Endpoint</source>
        <translation>임베딩 엔드포인트 등록</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_dialog.cpp" line="55"/>
        <source>the model&apos;s own</source>
        <translation>모델 기본값</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_dialog.cpp" line="62"/>
        <source>Any OpenAI-compatible POST /v1/embeddings endpoint (OpenAI, text-embeddings-inference, Ollama, vLLM, llama.cpp, unembed-cli serve). The key is read from the environment variable when the endpoint is queried; it is never written to the case.</source>
        <translation>OpenAI 호환 POST /v1/embeddings 엔드포인트(OpenAI, text-embeddings-inference, Ollama, vLLM, llama.cpp, unembed-cli serve). 키는 엔드포인트에 질의할 때 환경 변수에서 읽으며 케이스에는 절대 기록하지 않습니다.</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_dialog.cpp" line="69"/>
        <source>Base &amp;URL:</source>
        <translation>기본 URL(&amp;U):</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_dialog.cpp" line="70"/>
        <source>&amp;Model:</source>
        <translation>모델(&amp;M):</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_dialog.cpp" line="71"/>
        <source>API &amp;key variable:</source>
        <translation>API 키 변수(&amp;K):</translation>
    </message>
    <message>
        <location filename="../ui/endpoint_dialog.cpp" line="72"/>
        <source>&amp;Dimensions:</source>
        <translation>차원(&amp;D):</translation>
    </message>
</context>
<context>
    <name>unembed::ExportFigureDialog</name>
    <message>
        <location filename="../ui/export_figure_dialog.cpp" line="36"/>
        <location filename="../ui/export_figure_dialog.cpp" line="89"/>
        <source>Export Figure</source>
        <translation>그림 내보내기</translation>
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
        <translation>픽셀 단위 너비</translation>
    </message>
    <message>
        <location filename="../ui/export_figure_dialog.cpp" line="43"/>
        <source>Height in pixels</source>
        <translation>픽셀 단위 높이</translation>
    </message>
    <message>
        <location filename="../ui/export_figure_dialog.cpp" line="44"/>
        <source>Dots per inch</source>
        <translation>인치당 도트 수</translation>
    </message>
    <message>
        <location filename="../ui/export_figure_dialog.cpp" line="45"/>
        <source>The size of text and lines in the figure&apos;s pixels: 300 dpi at twice the width and height gives the same figure, sharper.</source>
        <translation>그림 픽셀 기준 글자와 선의 크기: 너비와 높이를 두 배로 하고 300dpi로 하면 같은 그림이 더 선명해집니다.</translation>
    </message>
    <message>
        <location filename="../ui/export_figure_dialog.cpp" line="47"/>
        <source>Figure file</source>
        <translation>그림 파일</translation>
    </message>
    <message>
        <location filename="../ui/export_figure_dialog.cpp" line="51"/>
        <source>&amp;Browse…</source>
        <translation>찾아보기(&amp;B)…</translation>
    </message>
    <message>
        <location filename="../ui/export_figure_dialog.cpp" line="55"/>
        <source>&amp;Export</source>
        <translation>내보내기(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/export_figure_dialog.cpp" line="61"/>
        <source>&amp;File:</source>
        <translation>파일(&amp;F):</translation>
    </message>
    <message>
        <location filename="../ui/export_figure_dialog.cpp" line="62"/>
        <source>&amp;Width:</source>
        <translation>너비(&amp;W):</translation>
    </message>
    <message>
        <location filename="../ui/export_figure_dialog.cpp" line="63"/>
        <source>&amp;Height:</source>
        <translation>높이(&amp;H):</translation>
    </message>
    <message>
        <location filename="../ui/export_figure_dialog.cpp" line="64"/>
        <source>&amp;Resolution:</source>
        <translation>해상도(&amp;R):</translation>
    </message>
    <message>
        <location filename="../ui/export_figure_dialog.cpp" line="90"/>
        <source>PNG image (*.png);;PDF document (*.pdf);;SVG drawing (*.svg)</source>
        <translation>PNG 이미지 (*.png);;PDF 문서 (*.pdf);;SVG 도면 (*.svg)</translation>
    </message>
</context>
<context>
    <name>unembed::ImportDialog</name>
    <message>
        <location filename="../ui/import_dialog.cpp" line="34"/>
        <source>&amp;Collection:</source>
        <translation>컬렉션(&amp;C):</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="35"/>
        <source>Import Embeddings</source>
        <translation>임베딩 가져오기</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="36"/>
        <source>Embedding file</source>
        <translation>임베딩 파일</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="37"/>
        <source>Texts file</source>
        <translation>텍스트 파일</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="38"/>
        <source>optional: one text per row</source>
        <translation>선택 사항: 행마다 텍스트 하나</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="39"/>
        <source>Dataset name</source>
        <translation>데이터셋 이름</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="40"/>
        <source>Chroma collection</source>
        <translation>Chroma 컬렉션</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="42"/>
        <source>&amp;Browse…</source>
        <translation>찾아보기(&amp;B)…</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="43"/>
        <source>B&amp;rowse…</source>
        <translation>찾아보기(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="49"/>
        <source>&amp;Import</source>
        <translation>가져오기(&amp;I)</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="56"/>
        <source>&amp;Embeddings:</source>
        <translation>임베딩(&amp;E):</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="58"/>
        <source>&amp;Texts:</source>
        <translation>텍스트(&amp;T):</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="59"/>
        <source>Dataset &amp;name:</source>
        <translation>데이터셋 이름(&amp;N):</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="86"/>
        <source>Embedding files (%1)</source>
        <translation>임베딩 파일 (%1)</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="88"/>
        <source>Embedding File</source>
        <translation>임베딩 파일</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="95"/>
        <source>Texts File</source>
        <translation>텍스트 파일</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="96"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>텍스트 파일 (*.txt);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="126"/>
        <source>(no collection)</source>
        <translation>(컬렉션 없음)</translation>
    </message>
    <message>
        <location filename="../ui/import_dialog.cpp" line="128"/>
        <source>(cannot read the store)</source>
        <translation>(저장소를 읽을 수 없음)</translation>
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
        <translation>장치: %1
스레드: %2 (OpenMP 대기: %3)
libtorch %4
BLAS: %5%6%7%8</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/inference_worker.cpp" line="37"/>
        <source>, %n thread(s)</source>
        <translation>
            <numerusform>, 스레드 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/inference_worker.cpp" line="38"/>
        <source>, %1 kernels</source>
        <translation>, %1 커널</translation>
    </message>
    <message>
        <location filename="../ui/inference_worker.cpp" line="40"/>
        <source>
Few-row products: %1</source>
        <translation>
행이 적은 행렬곱: %1</translation>
    </message>
</context>
<context>
    <name>unembed::JobsPanel</name>
    <message>
        <location filename="../ui/jobs_panel.cpp" line="43"/>
        <source>Failed: %1</source>
        <translation>실패: %1</translation>
    </message>
    <message>
        <location filename="../ui/jobs_panel.cpp" line="46"/>
        <source>Cancelled</source>
        <translation>취소됨</translation>
    </message>
    <message>
        <location filename="../ui/jobs_panel.cpp" line="55"/>
        <source>Queued</source>
        <translation>대기 중</translation>
    </message>
    <message>
        <location filename="../ui/jobs_panel.cpp" line="61"/>
        <source>Progress of %1</source>
        <translation>%1 진행률</translation>
    </message>
    <message>
        <location filename="../ui/jobs_panel.cpp" line="62"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location filename="../ui/jobs_panel.cpp" line="63"/>
        <source>Cancel %1</source>
        <translation>%1 취소</translation>
    </message>
    <message>
        <location filename="../ui/jobs_panel.cpp" line="67"/>
        <source>Cancelling…</source>
        <translation>취소하는 중…</translation>
    </message>
    <message>
        <location filename="../ui/jobs_panel.cpp" line="89"/>
        <source>Running</source>
        <translation>실행 중</translation>
    </message>
    <message>
        <location filename="../ui/jobs_panel.cpp" line="97"/>
        <source>%1: %2 of %3</source>
        <translation>%1: %3 중 %2</translation>
    </message>
    <message>
        <location filename="../ui/jobs_panel.cpp" line="114"/>
        <source>stopped at %p%</source>
        <translation>%p%에서 멈춤</translation>
    </message>
</context>
<context>
    <name>unembed::LeaksView</name>
    <message>
        <location filename="../ui/leaks_view.cpp" line="57"/>
        <source>%1 recovered “%2”</source>
        <translation>%1이(가) “%2”을(를) 복원함</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="58"/>
        <source>%1 did not recover “%2”</source>
        <translation>%1이(가) “%2”을(를) 복원하지 못함</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="61"/>
        <source>recovered</source>
        <translation>복원됨</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="61"/>
        <source>not recovered</source>
        <translation>복원 안 됨</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="83"/>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="85"/>
        <source>%1 (run %2)</source>
        <translation>%1 (실행 %2)</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="89"/>
        <source>Row</source>
        <translation>행</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="89"/>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="89"/>
        <source>Term</source>
        <translation>용어</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="90"/>
        <source>Detector</source>
        <translation>탐지기</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="101"/>
        <source>Recovered only</source>
        <translation>복원된 것만</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="124"/>
        <source>Copy Table</source>
        <translation>표 복사</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="130"/>
        <source>Export CSV…</source>
        <translation>CSV 내보내기…</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="138"/>
        <source>Kind:</source>
        <translation>종류:</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="196"/>
        <source>No sensitive terms detected in %1 yet: evaluate a run on it (right-click the run in the Case panel; your own term list: Attack ▸ Sensitive Terms…).</source>
        <translation>%1에서 아직 민감한 용어가 검출되지 않았습니다: 이 데이터셋의 실행을 평가하세요(케이스 패널에서 실행을 오른쪽 클릭. 자체 용어 목록: 공격 ▸ 민감한 용어…).</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="103"/>
        <source>Kind of term</source>
        <translation>용어 종류</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="106"/>
        <location filename="../ui/leaks_view.cpp" line="108"/>
        <source>Filter terms</source>
        <translation>용어 거르기</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="109"/>
        <source>Show only the terms at least one run recovered</source>
        <translation>하나 이상의 실행이 복원한 용어만 표시</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="113"/>
        <source>Sensitive terms and the runs that recovered them</source>
        <translation>민감한 용어와 이를 복원한 실행</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="125"/>
        <source>Copy the terms shown as a Markdown table</source>
        <translation>표시된 용어를 Markdown 표로 복사</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/leaks_view.cpp" line="128"/>
        <source>Copied %n term(s) as Markdown</source>
        <translation>
            <numerusform>용어 %n개를 Markdown으로 복사함</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="131"/>
        <source>Save the terms shown as a CSV file</source>
        <translation>표시된 용어를 CSV 파일로 저장</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="166"/>
        <source>All kinds</source>
        <translation>모든 종류</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="193"/>
        <source>Select a dataset in the Case panel to list what its vectors leak.</source>
        <translation>케이스 패널에서 데이터셋을 선택하면 그 벡터가 유출하는 것을 나열합니다.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/leaks_view.cpp" line="201"/>
        <source>%1: %n term(s) detected by %2; %3 recovered by at least one of %4 run(s). Showing %5.</source>
        <translation>
            <numerusform>%1: %2이(가) 용어 %n개를 찾음. 그중 %3개를 실행 %4개 중 하나 이상이 복원함. %5개 표시.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="213"/>
        <source>Export Leak List</source>
        <translation>유출 목록 내보내기</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="213"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 파일 (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/leaks_view.cpp" line="215"/>
        <source>Wrote %1</source>
        <translation>%1을(를) 씀</translation>
    </message>
</context>
<context>
    <name>unembed::MainWindow</name>
    <message>
        <location filename="../ui/main_window.cpp" line="78"/>
        <source>Starting libtorch…</source>
        <translation>libtorch 시작 중…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="104"/>
        <source>Job failed</source>
        <translation>작업 실패</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="120"/>
        <source>C&amp;urves</source>
        <translation>곡선(&amp;U)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="119"/>
        <source>Vect&amp;ors</source>
        <translation>벡터(&amp;O)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="121"/>
        <source>R&amp;eport</source>
        <translation>보고서(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="136"/>
        <source>Map</source>
        <translation>지도</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="132"/>
        <source>Try</source>
        <translation>시험</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="122"/>
        <source>&amp;Map</source>
        <translation>지도(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="123"/>
        <source>&amp;Try</source>
        <translation>시험(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="138"/>
        <source>Report</source>
        <translation>보고서</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="142"/>
        <source>Wrote %1</source>
        <translation>%1 저장함</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="146"/>
        <source>Cannot read vectors</source>
        <translation>벡터를 읽을 수 없음</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="148"/>
        <source>Case</source>
        <translation>케이스</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="152"/>
        <source>Ctrl+Shift+K</source>
        <translation>Ctrl+Shift+K</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="172"/>
        <source>Delete Run</source>
        <translation>실행 삭제</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="173"/>
        <source>Delete %1 with its outputs, rounds, figures and curves? This cannot be undone.</source>
        <translation>%1을(를) 출력, 라운드, 수치, 곡선과 함께 삭제할까요? 되돌릴 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="182"/>
        <source>Rename Dataset</source>
        <translation>데이터셋 이름 바꾸기</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="182"/>
        <source>Dataset name:</source>
        <translation>데이터셋 이름:</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="189"/>
        <source>Delete Dataset</source>
        <translation>데이터셋 삭제</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="190"/>
        <source>Delete %1 with its vectors and every run made on it? This cannot be undone.</source>
        <translation>%1을(를) 벡터와 그 위의 모든 실행과 함께 삭제할까요? 되돌릴 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="198"/>
        <source>Delete Curve</source>
        <translation>곡선 삭제</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="199"/>
        <source>Delete the curve %1? This cannot be undone.</source>
        <translation>곡선 %1을(를) 삭제할까요? 되돌릴 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="204"/>
        <source>Jobs</source>
        <translation>작업</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="209"/>
        <source>Vec2Text live</source>
        <translation>Vec2Text 실시간</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="216"/>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="223"/>
        <source>Compare</source>
        <translation>비교</translation>
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
        <translation>실행을 읽을 수 없음</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="234"/>
        <source>Leaks</source>
        <translation>유출</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="239"/>
        <source>Ctrl+Shift+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="241"/>
        <source>Cannot read the leaks</source>
        <translation>유출을 읽을 수 없음</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="245"/>
        <location filename="../ui/main_window.cpp" line="253"/>
        <source>Models</source>
        <translation>모델</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="251"/>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="31"/>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="32"/>
        <source>&amp;New Case…</source>
        <translation>새 케이스(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="33"/>
        <source>&amp;Open Case…</source>
        <translation>케이스 열기(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="34"/>
        <source>Open &amp;Recent</source>
        <translation>최근 항목 열기(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="36"/>
        <source>&amp;Close Case</source>
        <translation>케이스 닫기(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="36"/>
        <source>Ctrl+W</source>
        <translation>Ctrl+W</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="41"/>
        <source>&amp;Import Embeddings…</source>
        <translation>임베딩 가져오기(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="41"/>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="49"/>
        <source>&amp;Export Figure…</source>
        <translation>그림 내보내기(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="49"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="53"/>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="55"/>
        <source>Attac&amp;k</source>
        <translation>공격(&amp;K)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="57"/>
        <source>&amp;Run Attack on Dataset…</source>
        <translation>데이터셋에 공격 실행(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="57"/>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="61"/>
        <source>MLC, MSP, GEIA or Vec2Text on the dataset in view (Vec2Text round by round: its live panel). Right-click a run in the Case panel to evaluate it.</source>
        <translation>보이는 데이터셋에 MLC, MSP, GEIA 또는 Vec2Text 실행(Vec2Text를 라운드별로 보려면 실시간 패널). 케이스 패널에서 실행을 오른쪽 클릭해 평가합니다.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="101"/>
        <source>Every noise and defence sweep of the case on one chart: search quality (NDCG@10) against Vec2Text&apos;s BLEU. Sweeps are made with Attack ▸ Sweep a Defence.</source>
        <translation>케이스의 모든 잡음·방어 스윕을 한 차트에: 검색 품질(NDCG@10) 대 Vec2Text의 BLEU. 스윕은 공격 ▸ 방어 스윕으로 만듭니다.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="45"/>
        <source>Register En&amp;dpoint…</source>
        <translation>엔드포인트 등록(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="66"/>
        <source>Sweep a &amp;Defence…</source>
        <translation>방어 스윕(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="66"/>
        <source>Ctrl+Shift+D</source>
        <translation>Ctrl+Shift+D</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="71"/>
        <source>Retrieval quality against Vec2Text&apos;s reconstruction behind noise, quantisation, truncation, PCA or a secret rotation, on a BEIR retrieval set</source>
        <translation>잡음, 양자화, 잘라내기, PCA 또는 비밀 회전 뒤에서의 검색 품질 대 Vec2Text 복원, BEIR 검색 세트에서</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="75"/>
        <source>Sensitive &amp;Terms…</source>
        <translation>민감한 용어(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="80"/>
        <source>Evaluations use the built-in detectors alone</source>
        <translation>평가에 내장 검출기만 사용합니다</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="81"/>
        <source>Evaluations use the term list %1; evaluate a run again to find its terms</source>
        <translation>평가에 용어 목록 %1을(를) 사용합니다. 그 용어를 찾으려면 실행을 다시 평가하세요</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="87"/>
        <source>Your organisation&apos;s term list (and the names of the people the texts name) for every evaluation from now on</source>
        <translation>앞으로의 모든 평가에 쓸 조직의 용어 목록(과 텍스트에 나오는 사람들의 이름)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="90"/>
        <source>&amp;Curves</source>
        <translation>곡선(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="92"/>
        <source>Compare Runs by &amp;Round…</source>
        <translation>라운드별 실행 비교(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="92"/>
        <source>Ctrl+Shift+B</source>
        <translation>Ctrl+Shift+B</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="97"/>
        <source>Compare &amp;Defences</source>
        <translation>방어 비교(&amp;D)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="104"/>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="112"/>
        <source>Next View</source>
        <translation>다음 보기</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="114"/>
        <source>Previous View</source>
        <translation>이전 보기</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="117"/>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="121"/>
        <source>System language</source>
        <translation>시스템 언어</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="132"/>
        <source>The language changes when Unembed starts again.</source>
        <translation>언어는 Unembed를 다시 시작하면 바뀝니다.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="138"/>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="139"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>키보드 단축키(&amp;K)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="142"/>
        <source>&amp;About Unembed</source>
        <translation>Unembed 정보(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="143"/>
        <source>About Unembed</source>
        <translation>Unembed 정보</translation>
    </message>
    <message>
        <location filename="../ui/main_window_menus.cpp" line="144"/>
        <source>&lt;b&gt;Unembed %1&lt;/b&gt;&lt;p&gt;An investigation workbench that shows how much text leaks from text embeddings.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Unembed %1&lt;/b&gt;&lt;p&gt;텍스트 임베딩에서 텍스트가 얼마나 유출되는지 보여 주는 조사 워크벤치입니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="306"/>
        <source>Upgrade %1 to this version&apos;s case format</source>
        <translation>%1을(를) 이 버전의 케이스 형식으로 업그레이드</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="308"/>
        <source>rewriting the case file (format %1 to %2)</source>
        <translation>케이스 파일을 다시 쓰는 중 (형식 %1 → %2)</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="313"/>
        <source>Upgraded %1 to format %2</source>
        <translation>%1을(를) 형식 %2(으)로 업그레이드함</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="317"/>
        <source>Upgrading %1 to this version&apos;s case format (see Jobs)…</source>
        <translation>%1을(를) 이 버전의 케이스 형식으로 업그레이드하는 중 (작업 참조)…</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="325"/>
        <source>Cannot open case</source>
        <translation>케이스를 열 수 없음</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="354"/>
        <location filename="../ui/main_window.cpp" line="363"/>
        <source>Cannot create case</source>
        <translation>케이스를 만들 수 없음</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="355"/>
        <source>%1 already exists; open it instead or choose another name.</source>
        <translation>%1이(가) 이미 있습니다. 대신 열거나 다른 이름을 선택하세요.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="375"/>
        <location filename="../ui/main_window_jobs.cpp" line="82"/>
        <location filename="../ui/main_window_jobs.cpp" line="159"/>
        <location filename="../ui/main_window_jobs.cpp" line="403"/>
        <location filename="../ui/main_window_jobs.cpp" line="418"/>
        <location filename="../ui/main_window_jobs.cpp" line="440"/>
        <source>No case open</source>
        <translation>열린 케이스 없음</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="375"/>
        <source>Create or open a case before importing embeddings.</source>
        <translation>임베딩을 가져오기 전에 케이스를 만들거나 여세요.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="386"/>
        <source>Import %1</source>
        <translation>%1 가져오기</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="391"/>
        <source>Imported %1 vectors of dimension %2 as dataset %3</source>
        <translation>차원 %2의 벡터 %1개를 데이터셋 %3(으)로 가져옴</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="408"/>
        <location filename="../ui/main_window.cpp" line="415"/>
        <source>Cannot show curve</source>
        <translation>곡선을 표시할 수 없음</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="409"/>
        <source>%1 has no curve %2.</source>
        <translation>%1에 곡선 %2이(가) 없습니다.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="425"/>
        <source>No curve shown</source>
        <translation>표시된 곡선 없음</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="425"/>
        <source>Select a curve in the case explorer first.</source>
        <translation>먼저 케이스 탐색기에서 곡선을 선택하세요.</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="431"/>
        <source>Cannot export figure</source>
        <translation>그림을 내보낼 수 없음</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="434"/>
        <source>Saved %1</source>
        <translation>%1 저장됨</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="441"/>
        <source>New Case</source>
        <translation>새 케이스</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="452"/>
        <source>Open Case</source>
        <translation>케이스 열기</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="486"/>
        <location filename="../ui/main_window_jobs.cpp" line="117"/>
        <source>Cannot read the case</source>
        <translation>케이스를 읽을 수 없음</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="56"/>
        <source>Nearest neighbours of dataset %1</source>
        <translation>데이터셋 %1의 최근접 이웃</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="63"/>
        <source>Found the nearest neighbour of %1 vectors</source>
        <translation>%1개 벡터의 최근접 이웃을 찾음</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="64"/>
        <source>Found the approximate nearest neighbour of %1 vectors (%2; recall@10 %3 against exact search on %4 random rows)</source>
        <translation>벡터 %1개의 근사 최근접 이웃을 찾음(%2; 무작위 행 %4개에서 정확 검색 대비 recall@10 %3)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="82"/>
        <source>Create or open a case before embedding text.</source>
        <translation>텍스트를 임베딩하기 전에 케이스를 만들거나 여세요.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/main_window_jobs.cpp" line="87"/>
        <source>Embed %n sentence(s)</source>
        <translation>
            <numerusform>문장 %n개 임베딩</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="100"/>
        <source>Embedded %1 sentences with %2 as dataset %3</source>
        <translation>%1개 문장을 %2(으)로 임베딩하여 데이터셋 %3(으)로 저장</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="147"/>
        <source>, perplexity under %1</source>
        <translation>, %1 기준 퍼플렉서티</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="159"/>
        <source>Open a case with a dataset to attack first.</source>
        <translation>먼저 공격할 데이터셋이 있는 케이스를 여십시오.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="163"/>
        <source>MLC on dataset %1</source>
        <translation>데이터셋 %1에 MLC</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="164"/>
        <source>MSP on dataset %1</source>
        <translation>데이터셋 %1에 MSP</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="165"/>
        <source>Vec2Text on dataset %1</source>
        <translation>데이터셋 %1에 Vec2Text</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="166"/>
        <source>GEIA on dataset %1</source>
        <translation>데이터셋 %1에 GEIA</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="222"/>
        <source>Run %1 finished</source>
        <translation>실행 %1 완료</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="397"/>
        <location filename="../ui/main_window_jobs.cpp" line="226"/>
        <source>; warning: %1</source>
        <translation>; 경고: %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="239"/>
        <source>%1; the whole dataset estimated from the sample (Report: Sampling audits)</source>
        <translation>%1; 표본으로 전체 데이터셋을 추정함(보고서: Sampling audits)</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="256"/>
        <source>Evaluate run %1</source>
        <translation>실행 %1 평가</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="271"/>
        <source>Choose a Hugging Face GPT-2 Folder to Judge Perplexity</source>
        <translation>퍼플렉서티를 판정할 Hugging Face GPT-2 폴더 선택</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="304"/>
        <source>Delete run %1</source>
        <translation>실행 %1 삭제</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="310"/>
        <source>the case has no run %1</source>
        <translation>케이스에 실행 %1이(가) 없습니다</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="314"/>
        <source>run %1 is running; cancel its job first</source>
        <translation>실행 %1이(가) 진행 중입니다. 먼저 작업을 취소하세요</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="316"/>
        <source>Deleted run %1 with its samples, rounds, figures and curves</source>
        <translation>실행 %1을(를) 출력, 라운드, 수치, 곡선과 함께 삭제했습니다</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="325"/>
        <source>Rename dataset %1</source>
        <translation>데이터셋 %1 이름 바꾸기</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="329"/>
        <source>Renamed dataset %1 to %2</source>
        <translation>데이터셋 %1의 이름을 %2(으)로 바꿨습니다</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="342"/>
        <source>Delete dataset %1</source>
        <translation>데이터셋 %1 삭제</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/main_window_jobs.cpp" line="346"/>
        <source>Deleted dataset %1 and %n run(s) made on it</source>
        <translation>
            <numerusform>데이터셋 %1과(와) 그 위의 실행 %n개를 삭제했습니다</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="359"/>
        <source>Delete curve %1</source>
        <translation>곡선 %1 삭제</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="363"/>
        <source>Deleted curve %1</source>
        <translation>곡선 %1을(를) 삭제했습니다</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="371"/>
        <source>Precision–recall sweep of run %1</source>
        <translation>실행 %1의 정밀도-재현율 스윕</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="391"/>
        <source>Compare Runs by Round</source>
        <translation>라운드별 실행 비교</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="403"/>
        <source>Open a case with evaluated Vec2Text runs first.</source>
        <translation>먼저 평가된 Vec2Text 실행이 있는 케이스를 여십시오.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/main_window_jobs.cpp" line="410"/>
        <source>Compare %n run(s) by round</source>
        <translation>
            <numerusform>실행 %n개를 라운드별로 비교</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="418"/>
        <source>Open a case with noise or defence sweeps first.</source>
        <translation>먼저 노이즈 또는 방어 스윕이 있는 케이스를 여세요.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="421"/>
        <source>Compare defences</source>
        <translation>방어 비교</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="434"/>
        <source>Cannot sweep the defence</source>
        <translation>방어를 스윕할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="440"/>
        <source>Create or open a case to store the sweep in.</source>
        <translation>스윕을 저장할 케이스를 만들거나 여세요.</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="446"/>
        <source>Defence sweep: %1</source>
        <translation>방어 스윕: %1</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="292"/>
        <source>Stored curve %1</source>
        <translation>곡선 %1을(를) 저장했습니다</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/main_window_jobs.cpp" line="140"/>
        <source>evaluated %n sample(s), no cosine (no victim chosen)</source>
        <translation>
            <numerusform>샘플 %n개를 평가했습니다. 코사인 없음(피해자 모델을 고르지 않음)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/main_window_jobs.cpp" line="142"/>
        <source>evaluated %n sample(s), cosine under %1</source>
        <translation>
            <numerusform>샘플 %n개를 평가했습니다. 코사인 기준: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="246"/>
        <source>%1; not evaluated: %2</source>
        <translation>%1; 평가하지 못함: %2</translation>
    </message>
    <message>
        <location filename="../ui/main_window_jobs.cpp" line="261"/>
        <source>Run %1: %2</source>
        <translation>실행 %1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/main_window_jobs.cpp" line="392"/>
        <source>The case has %n evaluated Vec2Text run(s); a comparison needs two. Right-click a Vec2Text run in the Case panel to evaluate it.</source>
        <translation>
            <numerusform>이 케이스에는 평가된 Vec2Text 실행이 %n개 있습니다. 비교하려면 두 개가 필요합니다. 케이스 패널에서 Vec2Text 실행을 오른쪽 클릭해 평가하십시오.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="501"/>
        <source>Cannot read case</source>
        <translation>케이스를 읽을 수 없음</translation>
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
        <translation>실행 중인 작업</translation>
    </message>
    <message>
        <location filename="../ui/main_window.cpp" line="568"/>
        <source>A job is still running. Cancel it and quit? Finished work is kept.</source>
        <translation>작업이 아직 실행 중입니다. 취소하고 종료할까요? 완료된 작업은 유지됩니다.</translation>
    </message>
</context>
<context>
    <name>unembed::MapView</name>
    <message>
        <location filename="../ui/map_view.cpp" line="51"/>
        <source>Draw Map</source>
        <translation>지도 그리기</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="52"/>
        <source>PCA</source>
        <translation>PCA</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="53"/>
        <source>t-SNE (first 2,000 rows)</source>
        <translation>t-SNE (처음 2,000행)</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="54"/>
        <source>Projection</source>
        <translation>투영</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="55"/>
        <source>Colour the points by</source>
        <translation>점 색칠 기준</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="56"/>
        <source>Project the dataset&apos;s vectors with the method chosen, on the worker</source>
        <translation>선택한 방법으로 데이터셋의 벡터를 작업자에서 투영</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="59"/>
        <source>Map of the vectors</source>
        <translation>벡터 지도</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="92"/>
        <source>Projection:</source>
        <translation>투영:</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="93"/>
        <source>Colour by:</source>
        <translation>색칠 기준:</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="112"/>
        <source>Nothing</source>
        <translation>없음</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="116"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="117"/>
        <source>Sensitive terms recovered</source>
        <translation>복원된 민감한 용어</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="132"/>
        <source>Select a dataset in the Case panel to map it.</source>
        <translation>케이스 패널에서 데이터셋을 선택하면 지도를 그립니다.</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="133"/>
        <source>Draw Map projects the dataset&apos;s vectors.</source>
        <translation>지도 그리기는 데이터셋의 벡터를 투영합니다.</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="158"/>
        <source>PCA map of dataset %1</source>
        <translation>데이터셋 %1의 PCA 지도</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="159"/>
        <source>t-SNE map of dataset %1</source>
        <translation>데이터셋 %1의 t-SNE 지도</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/map_view.cpp" line="171"/>
        <source>Mapped %n vector(s)</source>
        <translation>
            <numerusform>벡터 %n개의 지도를 그림</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="174"/>
        <source>Mapping on the worker (see Jobs)…</source>
        <translation>작업자에서 지도를 그리는 중 (작업 참고)…</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="185"/>
        <source>%1, first axis</source>
        <translation>%1, 첫째 축</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="186"/>
        <source>%1, second axis</source>
        <translation>%1, 둘째 축</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/map_view.cpp" line="191"/>
        <source>%n vector(s) by %1. Hover a point for its text; drag a rectangle to select points; double-click to see them all.</source>
        <translation>
            <numerusform>%1로 만든 벡터 %n개. 점 위에 올리면 텍스트를 보여 주고, 사각형을 끌어 점을 선택하며, 두 번 클릭하면 모두 보입니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/map_view.cpp" line="195"/>
        <source>%n vector(s) by %1: %2. Hover a point for its text; drag a rectangle to select points; double-click to see them all.</source>
        <translation>
            <numerusform>%1로 만든 벡터 %n개: %2. 점 위에 올리면 텍스트를 보여 주고, 사각형을 끌어 점을 선택하며, 두 번 클릭하면 모두 보입니다.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="326"/>
        <source>Row %1 (the dataset has no texts)</source>
        <translation>%1행 (데이터셋에 텍스트 없음)</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="327"/>
        <source>Row %1: %2</source>
        <translation>%1행: %2</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="335"/>
        <source>Nearest neighbour: row %1 (cosine %2)</source>
        <translation>최근접 이웃: %1행 (코사인 %2)</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="336"/>
        <source>Nearest neighbour: row %1 (cosine %2): %3</source>
        <translation>최근접 이웃: %1행 (코사인 %2): %3</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="257"/>
        <source>vectors</source>
        <translation>벡터</translation>
    </message>
    <message>
        <location filename="../ui/map_view.cpp" line="259"/>
        <source>no figure</source>
        <translation>값 없음</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/map_view.cpp" line="316"/>
        <source>%n point(s) selected: selected in the Vectors table and as Vec2Text live&apos;s targets.</source>
        <translation>
            <numerusform>점 %n개 선택: 벡터 표와 Vec2Text 실시간의 대상으로 선택됨.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>unembed::ModelsView</name>
    <message>
        <location filename="../ui/models_view.cpp" line="45"/>
        <source>Re&amp;gister Folder…</source>
        <translation>폴더 등록(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="46"/>
        <source>Register En&amp;dpoint…</source>
        <translation>엔드포인트 등록(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="47"/>
        <source>Check Pa&amp;ir</source>
        <translation>쌍 확인(&amp;I)</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="48"/>
        <source>Tr&amp;ain…</source>
        <translation>학습(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="51"/>
        <source>Registered models</source>
        <translation>등록된 모델</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="53"/>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="53"/>
        <source>Family</source>
        <translation>계열</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="53"/>
        <source>Trained against</source>
        <translation>학습 대상</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="53"/>
        <source>Folder or endpoint</source>
        <translation>폴더 또는 엔드포인트</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="58"/>
        <source>Select an attacker and a victim embedder to see whether they belong together</source>
        <translation>공격 모델과 피해 임베더를 선택하면 서로 맞는지 확인합니다</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="60"/>
        <source>Train an attack against a victim embedder; the loss is drawn live</source>
        <translation>피해 임베더를 대상으로 공격을 학습합니다. 손실이 실시간으로 그려집니다</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="65"/>
        <source>Training loss</source>
        <translation>학습 손실</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="67"/>
        <source>training loss</source>
        <translation>학습 손실</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="69"/>
        <source>dev loss</source>
        <translation>검증 손실</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="74"/>
        <location filename="../ui/models_view.cpp" line="377"/>
        <source>step</source>
        <translation>단계</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="75"/>
        <location filename="../ui/models_view.cpp" line="378"/>
        <source>loss</source>
        <translation>손실</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="115"/>
        <source>Epoch %1, step %2 of %3: loss %4, %5 s left</source>
        <translation>에포크 %1, 단계 %2/%3: 손실 %4, %5초 남음</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="146"/>
        <source>Registered %1
SHA-256 %2</source>
        <translation>등록됨 %1
SHA-256 %2</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="154"/>
        <source>(a victim: %1, dimension %2)</source>
        <translation>(피해 임베더: %1, 차원 %2)</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="155"/>
        <source>%1, dimension %2</source>
        <translation>%1, 차원 %2</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="159"/>
        <source>%1 (not on this machine)</source>
        <translation>%1 (이 컴퓨터에 없음)</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="161"/>
        <source>%1 is not on this machine: the figures of its runs stay readable, but it cannot be run or checked until it is registered again.</source>
        <translation>%1은(는) 이 컴퓨터에 없습니다. 그 실행의 수치는 계속 볼 수 있지만, 다시 등록하기 전에는 실행하거나 확인할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="189"/>
        <location filename="../ui/models_view.cpp" line="207"/>
        <source>Register %1</source>
        <translation>%1 등록</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="191"/>
        <source>reading the folder</source>
        <translation>폴더 읽는 중</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="195"/>
        <location filename="../ui/models_view.cpp" line="213"/>
        <source>Registered %1 as model %2: %3</source>
        <translation>%1을(를) 모델 %2(으)로 등록함: %3</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="209"/>
        <source>querying the endpoint</source>
        <translation>엔드포인트에 질의하는 중</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="223"/>
        <source>✔ %1 was trained against %2 (dimension %3): they belong together.</source>
        <translation>✔ %1은(는) %2(차원 %3)를 대상으로 학습되었습니다. 서로 맞습니다.</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="227"/>
        <source>⚠ %1 is an adaptive attacker, trained against %2, and this victim %3 is not behind that defence: its outputs show what it recovers from vectors unlike those it was trained on.</source>
        <translation>⚠ %1은(는) %2에 맞서 학습된 적응형 공격자이며, 이 피해 임베더 %3은(는) 그 방어 뒤에 있지 않습니다: 그 출력은 학습에 쓰인 것과 다른 벡터에서 무엇을 복원하는지를 보여 줍니다.</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="231"/>
        <source>⚠ %1 was trained against an embedder named %2, and this victim is named %3. Both have dimension %4: make sure they are the same embedder, or the attack&apos;s outputs will mean nothing.</source>
        <translation>⚠ %1은(는) %2라는 임베더를 대상으로 학습되었고, 이 피해 임베더의 이름은 %3입니다. 둘 다 차원이 %4입니다. 같은 임베더인지 확인하세요. 그렇지 않으면 공격 결과는 의미가 없습니다.</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="242"/>
        <source>✘ Choose one map and the victim it reads or an attacker for its space.</source>
        <translation>✘ 매핑 하나와, 그 매핑이 읽는 피해 모델 또는 그 공간용 공격자를 선택하세요.</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="246"/>
        <source>✘ %1 reads vectors of %2 (dimension %3), not of %4 (dimension %5).</source>
        <translation>✘ %1은(는) %4(차원 %5)가 아니라 %2(차원 %3)의 벡터를 읽습니다.</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="252"/>
        <source>⚠ %1 was fitted on the vectors of an embedder named %2, and this victim is named %3. Both have dimension %4: make sure they are the same embedder, or the mapped vectors will mean nothing.</source>
        <translation>⚠ %1은(는) %2(이)라는 임베더의 벡터로 맞춰졌고, 이 피해 모델의 이름은 %3입니다. 둘 다 차원이 %4입니다: 같은 임베더인지 확인하세요. 그렇지 않으면 매핑된 벡터는 의미가 없습니다.</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="257"/>
        <source>✔ %1 maps the vectors of %2 (dimension %3) into the space of %4 (dimension %5): attack this victim through it with attackers trained against %4.</source>
        <translation>✔ %1은(는) %2(차원 %3)의 벡터를 %4(차원 %5)의 공간으로 매핑합니다: %4을(를) 상대로 학습한 공격자로 이 매핑을 거쳐 이 피해 모델을 공격하세요.</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="265"/>
        <source>✘ %1 was trained against %2 (dimension %3), but %4 maps into %5 (dimension %6): it cannot read the mapped vectors.</source>
        <translation>✘ %1은(는) %2(차원 %3)을(를) 상대로 학습했지만 %4은(는) %5(차원 %6)(으)로 매핑합니다: 매핑된 벡터를 읽을 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="272"/>
        <source>⚠ %1 was trained against an embedder named %2, and %3 maps into one named %4. Both have dimension %5: make sure they are the same embedder.</source>
        <translation>⚠ %1은(는) %2(이)라는 임베더를 상대로 학습했고, %3은(는) %4(이)라는 임베더로 매핑합니다. 둘 다 차원이 %5입니다: 같은 임베더인지 확인하세요.</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="276"/>
        <source>✔ %1 was trained against %2, the space %3 maps into: it attacks the vectors of %4 through the map.</source>
        <translation>✔ %1은(는) %3이(가) 매핑하는 공간인 %2을(를) 상대로 학습했습니다: 매핑을 거쳐 %4의 벡터를 공격합니다.</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="303"/>
        <source>✘ %1</source>
        <translation>✘ %1</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="316"/>
        <source>These models do not belong together</source>
        <translation>이 모델들은 서로 맞지 않습니다</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="320"/>
        <source>Register a Model Folder</source>
        <translation>모델 폴더 등록</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="345"/>
        <source>Train %1 into %2</source>
        <translation>%1을(를) %2(으)로 학습</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="361"/>
        <source>training</source>
        <translation>학습 중</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="367"/>
        <source>epoch %1</source>
        <translation>에포크 %1</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="376"/>
        <source>Training loss of %1 (%2)</source>
        <translation>%1의 학습 손실 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="380"/>
        <source>Trained %1: %2 steps, %3 examples/s; registered as model %4</source>
        <translation>%1 학습 완료: %2단계, 초당 %3개 예제; 모델 %4(으)로 등록</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="386"/>
        <source>; threshold %1 (token micro F1 %2% on %3)</source>
        <translation>; 임계값 %1 (%3 기준 토큰 마이크로 F1 %2%)</translation>
    </message>
    <message>
        <location filename="../ui/models_view.cpp" line="391"/>
        <source>; warning: %1</source>
        <translation>; 경고: %1</translation>
    </message>
</context>
<context>
    <name>unembed::ProbeView</name>
    <message>
        <location filename="../ui/probe_view.cpp" line="102"/>
        <source>Attack</source>
        <translation>공격</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="107"/>
        <source>Type a sentence, e.g. my name is Anna and I live in Leeds</source>
        <translation>문장을 입력하세요. 예: my name is Anna and I live in Leeds</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="112"/>
        <source>The victim embedder: a folder or a registered endpoint&apos;s name, shared with the other views.</source>
        <translation>피해자 임베더: 폴더 또는 등록된 엔드포인트 이름이며, 다른 보기와 공유됩니다.</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="117"/>
        <source>The case&apos;s attackers (see Models); the checked ones attack.</source>
        <translation>케이스의 공격자(모델 참조). 체크한 공격자가 공격합니다.</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="128"/>
        <source>Vec2Text&apos;s correction steps after the base inverter&apos;s hypothesis.</source>
        <translation>기본 역변환기 가설 이후 Vec2Text의 보정 단계 수.</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="130"/>
        <source>Embed the sentence with the victim and attack it (Ctrl+Return)</source>
        <translation>피해자 임베더로 문장을 임베딩하고 공격합니다 (Ctrl+Return)</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="149"/>
        <source>Attacker</source>
        <translation>공격자</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="149"/>
        <source>Output</source>
        <translation>출력</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="167"/>
        <source>Round</source>
        <translation>라운드</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="167"/>
        <source>Vec2Text hypothesis</source>
        <translation>Vec2Text 가설</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="149"/>
        <location filename="../ui/probe_view.cpp" line="167"/>
        <source>Cosine</source>
        <translation>코사인</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="195"/>
        <source>Victim:</source>
        <translation>피해자:</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="196"/>
        <source>Attackers:</source>
        <translation>공격자:</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="184"/>
        <source>Vec2Text steps:</source>
        <translation>Vec2Text 단계:</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="103"/>
        <source>Invert Vector</source>
        <translation>벡터 역변환</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="133"/>
        <source>Or paste a vector as a JSON array of numbers, e.g. [0.012, -0.034, 0.101, …]</source>
        <translation>또는 벡터를 숫자의 JSON 배열로 붙여 넣기, 예: [0.012, -0.034, 0.101, …]</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="140"/>
        <source>Invert the pasted vector with the checked attackers, as a typed sentence&apos;s vector is</source>
        <translation>입력한 문장의 벡터처럼, 붙여 넣은 벡터를 선택한 공격자로 역변환</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="149"/>
        <source>BLEU</source>
        <translation>BLEU</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="149"/>
        <source>Token F1</source>
        <translation>토큰 F1</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="149"/>
        <source>Terms</source>
        <translation>용어</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="153"/>
        <source>The sentence&apos;s sensitive terms the output holds as whole words</source>
        <translation>출력에 온전한 단어로 들어 있는 문장의 민감한 용어</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="187"/>
        <source>Alignment map folder</source>
        <translation>정렬 맵 폴더</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="181"/>
        <source>Through a map:</source>
        <translation>맵을 거쳐:</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="182"/>
        <source>Alignment map</source>
        <translation>정렬 맵</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="182"/>
        <source>Browse for an alignment map folder</source>
        <translation>정렬 맵 폴더 찾아보기</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="190"/>
        <source>A map fitted on leaked pairs (unembed-cli align) from the victim&apos;s vectors into the space of the embedder the attackers were trained for; none: they were trained against this victim</source>
        <translation>유출된 쌍으로 맞춘 맵(unembed-cli align)으로 피해자의 벡터를 공격자들이 학습한 임베더의 공간으로 옮깁니다. 없음: 공격자들이 이 피해자를 상대로 학습됨</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="221"/>
        <source>The attack failed (see Jobs).</source>
        <translation>공격이 실패했습니다(작업 참조).</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="227"/>
        <source>Cancelled; the runs finished so far are in the case.</source>
        <translation>취소되었습니다. 지금까지 끝난 실행은 케이스에 있습니다.</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="247"/>
        <source>Open a case: its attackers are offered here.</source>
        <translation>케이스를 여세요. 그 공격자들이 여기에 표시됩니다.</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="290"/>
        <source>%1
corrector: %2</source>
        <translation>%1
보정기: %2</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="292"/>
        <source>The case has no attackers yet: run or train one (Models), and it is offered here.</source>
        <translation>케이스에 아직 공격자가 없습니다. 공격자를 실행하거나 학습하면(모델) 여기에 표시됩니다.</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="294"/>
        <source>Type a sentence and press Ctrl+Return.</source>
        <translation>문장을 입력하고 Ctrl+Return을 누르세요.</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="313"/>
        <source>The pasted vector is refused: %1</source>
        <translation>붙여 넣은 벡터를 받을 수 없습니다: %1</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="322"/>
        <source>The pasted vector has %1 numbers; %2 inverts vectors of %3 numbers (its victim&apos;s dimension). Paste a vector of that victim, or uncheck the attacker.</source>
        <translation>붙여 넣은 벡터는 숫자 %1개입니다. %2은(는) 숫자 %3개(피해자의 차원)의 벡터를 역변환합니다. 그 피해자의 벡터를 붙여 넣거나 공격자 선택을 해제하세요.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/probe_view.cpp" line="364"/>
        <source>Try a sentence with %n attacker(s)</source>
        <translation>
            <numerusform>공격자 %n개로 문장 시험</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/probe_view.cpp" line="365"/>
        <source>Invert a pasted vector with %n attacker(s)</source>
        <translation>
            <numerusform>붙여 넣은 벡터를 공격자 %n개로 역변환</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="381"/>
        <source>Attacked row %1 of the scratch dataset %2</source>
        <translation>임시 데이터셋 %2의 %1행을 공격했습니다</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="386"/>
        <source>Embedding and attacking on the worker (see Jobs)…</source>
        <translation>작업자에서 임베딩하고 공격하는 중(작업 참조)…</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="387"/>
        <source>Inverting the pasted vector on the worker (see Jobs)…</source>
        <translation>백그라운드에서 붙여 넣은 벡터를 역변환하는 중(작업 참고)…</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="446"/>
        <source>(none detected)</source>
        <translation>(감지된 것 없음)</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="448"/>
        <source>0 of %1</source>
        <translation>%1개 중 0개</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="449"/>
        <source>%1 of %2: %3</source>
        <translation>%2개 중 %1개: %3</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="455"/>
        <source>Row %1 of the dataset &quot;%2&quot;; each attack is a run there, in Compare. With no text to compare with, the cosine is between the pasted vector and the output&apos;s embedding under the victim.</source>
        <translation>데이터셋 &quot;%2&quot;의 %1행; 각 공격은 그곳의 실행이며 비교에 나타납니다. 비교할 텍스트가 없으므로 코사인은 붙여 넣은 벡터와 피해자 아래 출력 임베딩 사이의 값입니다.</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="462"/>
        <source>Row %1 of the scratch dataset &quot;%2&quot;; each attack is a run there, in Compare and Leaks. Sensitive terms found in the sentence: %3.</source>
        <translation>임시 데이터셋 &quot;%2&quot;의 %1행입니다. 각 공격은 그곳의 실행이며 비교와 유출에 나타납니다. 문장에서 찾은 민감한 용어: %3.</translation>
    </message>
    <message>
        <location filename="../ui/probe_view.cpp" line="188"/>
        <location filename="../ui/probe_view.cpp" line="466"/>
        <source>none</source>
        <translation>없음</translation>
    </message>
</context>
<context>
    <name>unembed::ReportView</name>
    <message>
        <location filename="../ui/report_view.cpp" line="66"/>
        <source>Re&amp;dact</source>
        <translation>가리기(&amp;D)</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="67"/>
        <source>All &amp;Figures</source>
        <translation>모든 그림(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="70"/>
        <source>Table to copy or export</source>
        <translation>복사하거나 내보낼 표</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="72"/>
        <source>Report tables</source>
        <translation>보고서 표</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="77"/>
        <source>Copy as &amp;Markdown</source>
        <translation>Markdown으로 복사(&amp;M)</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="78"/>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="79"/>
        <source>Copy the chosen table as Markdown (%1)</source>
        <translation>선택한 표를 Markdown으로 복사 (%1)</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="81"/>
        <source>Export &amp;CSV…</source>
        <translation>CSV 내보내기(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="82"/>
        <source>Export &amp;LaTeX…</source>
        <translation>LaTeX 내보내기(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="83"/>
        <source>Export &amp;Report…</source>
        <translation>보고서 내보내기(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="84"/>
        <source>Ctrl+Shift+R</source>
        <translation>Ctrl+Shift+R</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="85"/>
        <source>Write every table and figure as one HTML file or a PDF (%1)</source>
        <translation>모든 표와 그림을 하나의 HTML 파일 또는 PDF로 저장 (%1)</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="94"/>
        <source>&amp;Table:</source>
        <translation>표(&amp;T):</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="108"/>
        <source>Export every curve of the case as a figure; without it the report draws %1, those that compare runs and defences first</source>
        <translation>케이스의 모든 곡선을 그림으로 내보냅니다. 선택하지 않으면 보고서는 실행과 방어를 비교하는 것부터 %1개를 그립니다</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="112"/>
        <source>Replace the sensitive terms of quoted records and reconstructions by their kind, in the view and in exports, so the report can circulate</source>
        <translation>보고서를 공유할 수 있도록 보기와 내보내기에서 인용한 레코드와 복원 결과의 민감한 용어를 그 종류로 바꿉니다</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/report_view.cpp" line="128"/>
        <source>Copied %n table(s) as Markdown</source>
        <translation>
            <numerusform>%n개 표를 Markdown으로 복사함</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="131"/>
        <source>Export CSV</source>
        <translation>CSV 내보내기</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="131"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 파일 (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="134"/>
        <source>Export LaTeX</source>
        <translation>LaTeX 내보내기</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="134"/>
        <source>LaTeX files (*.tex)</source>
        <translation>LaTeX 파일 (*.tex)</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="159"/>
        <source>&lt;p&gt;No evaluated runs yet. Evaluate a run (right-click it in the Case panel, or &lt;code&gt;unembed-cli eval&lt;/code&gt;) and its figures appear here in the papers&apos; tables.&lt;/p&gt;</source>
        <translation>&lt;p&gt;아직 평가된 실행이 없습니다. 실행을 평가하면(케이스 패널에서 오른쪽 클릭 또는 &lt;code&gt;unembed-cli eval&lt;/code&gt;) 그 수치가 여기 논문 표에 나타납니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="162"/>
        <source>&lt;p&gt;Open a case to see its tables.&lt;/p&gt;</source>
        <translation>&lt;p&gt;표를 보려면 케이스를 여세요.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="182"/>
        <source>All tables</source>
        <translation>모든 표</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="238"/>
        <source>Export Report</source>
        <translation>보고서 내보내기</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="239"/>
        <source>HTML (*.html);;PDF (*.pdf)</source>
        <translation>HTML (*.html);;PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="307"/>
        <source>Figures: %1 of %2 (All Figures draws every one)</source>
        <translation>그림: %2개 중 %1개 (모든 그림을 선택하면 전부 그립니다)</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="311"/>
        <source>Unembed report: %1</source>
        <translation>Unembed 보고서: %1</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="315"/>
        <source>Case %1, written %2 by Unembed %3. Every figure is as stored in the case, with the definitions it was computed under.</source>
        <translation>케이스 %1, %2에 Unembed %3이(가) 작성. 모든 수치는 케이스에 저장된 그대로이며, 계산에 사용된 정의를 함께 표시합니다.</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="306"/>
        <source>Figures</source>
        <translation>그림</translation>
    </message>
    <message>
        <location filename="../ui/report_view.cpp" line="323"/>
        <source>Curve %1 (%2): %3</source>
        <translation>곡선 %1 (%2): %3</translation>
    </message>
</context>
<context>
    <name>unembed::RoundsCompareDialog</name>
    <message>
        <location filename="../ui/rounds_compare_dialog.cpp" line="18"/>
        <source>&amp;BLEU</source>
        <translation>BLEU(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/rounds_compare_dialog.cpp" line="19"/>
        <source>E&amp;xact match</source>
        <translation>정확 일치(&amp;X)</translation>
    </message>
    <message>
        <location filename="../ui/rounds_compare_dialog.cpp" line="20"/>
        <source>&amp;Cosine (right axis)</source>
        <translation>코사인(오른쪽 축)(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/rounds_compare_dialog.cpp" line="22"/>
        <source>Compare Runs by Round</source>
        <translation>라운드별 실행 비교</translation>
    </message>
    <message>
        <location filename="../ui/rounds_compare_dialog.cpp" line="23"/>
        <source>Vec2Text runs to compare</source>
        <translation>비교할 Vec2Text 실행</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/rounds_compare_dialog.cpp" line="26"/>
        <source>#%1 %2 — %n sample(s)</source>
        <translation>
            <numerusform>#%1 %2 — 샘플 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/rounds_compare_dialog.cpp" line="34"/>
        <source>&amp;Draw</source>
        <translation>그리기(&amp;D)</translation>
    </message>
    <message>
        <location filename="../ui/rounds_compare_dialog.cpp" line="36"/>
        <source>Check two or more evaluated runs. A run whose corrector was trained without feedback is labelled so.</source>
        <translation>평가된 실행을 두 개 이상 선택하십시오. 피드백 없이 학습된 교정기를 쓴 실행에는 그렇게 표시됩니다.</translation>
    </message>
</context>
<context>
    <name>unembed::ShortcutsDialog</name>
    <message>
        <location filename="../ui/shortcuts_dialog.cpp" line="48"/>
        <location filename="../ui/shortcuts_dialog.cpp" line="55"/>
        <source>Window</source>
        <translation>창</translation>
    </message>
    <message>
        <location filename="../ui/shortcuts_dialog.cpp" line="58"/>
        <source>%1 menu</source>
        <translation>%1 메뉴</translation>
    </message>
    <message>
        <location filename="../ui/shortcuts_dialog.cpp" line="80"/>
        <source>Keyboard Shortcuts</source>
        <translation>키보드 단축키</translation>
    </message>
    <message>
        <location filename="../ui/shortcuts_dialog.cpp" line="84"/>
        <source>Where</source>
        <translation>위치</translation>
    </message>
    <message>
        <location filename="../ui/shortcuts_dialog.cpp" line="84"/>
        <source>What</source>
        <translation>기능</translation>
    </message>
    <message>
        <location filename="../ui/shortcuts_dialog.cpp" line="84"/>
        <source>Keys</source>
        <translation>키</translation>
    </message>
    <message>
        <location filename="../ui/shortcuts_dialog.cpp" line="100"/>
        <source>&lt;p&gt;&lt;b&gt;Case&lt;/b&gt;: the datasets, models, runs and curves of the open case; right-click a run to evaluate it, select a curve to draw it.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Vectors&lt;/b&gt;: the rows of the dataset in view, with their texts; Embed Text adds sentences of your own.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Vec2Text live&lt;/b&gt;: run Vec2Text on selected rows and watch each correction round with its cosine; step, pause or cancel.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Compare&lt;/b&gt;: every attack&apos;s output beside the true text, the recovered words marked.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Leaks&lt;/b&gt;: each sensitive term the evaluation found in the dataset&apos;s texts, and which runs recovered it; filter by kind or text, copy or export as CSV.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Curves&lt;/b&gt;: precision–recall, defence trade-off, rounds and loss curves; Curves ▸ Compare Defences puts every defence sweep on one chart of search quality against leakage; export them as figures.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Report&lt;/b&gt;: the papers&apos; tables for the evaluated runs; export as HTML, PDF, Markdown, CSV or LaTeX.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Models&lt;/b&gt;: the victims (folders or endpoints) and attackers of the case; check that a pair belongs together, train an attack.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;케이스&lt;/b&gt;: 열린 케이스의 데이터셋, 모델, 실행, 곡선. 실행을 오른쪽 클릭하면 평가하고, 곡선을 선택하면 그립니다.&lt;/p&gt;&lt;p&gt;&lt;b&gt;벡터&lt;/b&gt;: 보고 있는 데이터셋의 행과 텍스트. 텍스트 임베딩으로 직접 쓴 문장을 추가합니다.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Vec2Text 실시간&lt;/b&gt;: 선택한 행에 Vec2Text를 실행하고 각 교정 라운드와 코사인을 지켜봅니다. 한 단계씩, 일시 정지, 취소할 수 있습니다.&lt;/p&gt;&lt;p&gt;&lt;b&gt;비교&lt;/b&gt;: 각 공격의 출력을 실제 텍스트 옆에 두고 복원된 단어를 표시합니다.&lt;/p&gt;&lt;p&gt;&lt;b&gt;유출&lt;/b&gt;: 평가가 데이터셋 텍스트에서 찾은 민감한 용어와 이를 복원한 실행. 종류나 텍스트로 거르고, 복사하거나 CSV로 내보냅니다.&lt;/p&gt;&lt;p&gt;&lt;b&gt;곡선&lt;/b&gt;: 정밀도-재현율, 방어 절충, 라운드, 손실 곡선. 곡선 ▸ 방어 비교는 모든 방어 스윕을 검색 품질 대 유출 차트 하나에 그립니다. 그림으로 내보낼 수 있습니다.&lt;/p&gt;&lt;p&gt;&lt;b&gt;보고서&lt;/b&gt;: 평가된 실행에 대한 논문의 표. HTML, PDF, Markdown, CSV, LaTeX로 내보냅니다.&lt;/p&gt;&lt;p&gt;&lt;b&gt;모델&lt;/b&gt;: 케이스의 피해 모델(폴더 또는 엔드포인트)과 공격 모델. 한 쌍이 맞는지 확인하고 공격을 학습합니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/shortcuts_dialog.cpp" line="117"/>
        <source>&lt;p&gt;&lt;b&gt;Map&lt;/b&gt;: the dataset in view in two dimensions (PCA or t-SNE), coloured by what an attack recovered; drag a rectangle to select rows.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Try&lt;/b&gt;: type a sentence and see what each attacker of the case makes of its embedding.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;지도&lt;/b&gt;: 보고 있는 데이터셋을 2차원(PCA 또는 t-SNE)으로 보여 주고, 공격이 복원한 것에 따라 색을 칠합니다. 사각형을 끌어 행을 선택합니다.&lt;/p&gt;&lt;p&gt;&lt;b&gt;시험&lt;/b&gt;: 문장을 입력하면 케이스의 각 공격자가 그 임베딩으로 무엇을 만들어 내는지 봅니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/shortcuts_dialog.cpp" line="122"/>
        <source>Shortcuts</source>
        <translation>단축키</translation>
    </message>
    <message>
        <location filename="../ui/shortcuts_dialog.cpp" line="123"/>
        <source>The views</source>
        <translation>보기 안내</translation>
    </message>
</context>
<context>
    <name>unembed::TermListDialog</name>
    <message>
        <location filename="../ui/term_list.cpp" line="31"/>
        <source>Sensitive Terms</source>
        <translation>민감한 용어</translation>
    </message>
    <message>
        <location filename="../ui/term_list.cpp" line="33"/>
        <source>Terms your organisation counts as sensitive, besides the built-in detectors (names, numbers, dates, times, addresses, phones, e-mail addresses): a text file with one term per line, matched as whole words ignoring case. A line &quot;name: Priya Nair&quot; is a person the texts name, whom name recovery counts. Every evaluation the workbench runs from now on uses the list; runs evaluated before keep their terms until evaluated again. Leave empty for the built-in detectors alone.</source>
        <translation>내장 검출기(이름, 숫자, 날짜, 시각, 주소, 전화번호, 이메일 주소) 외에 조직이 민감하다고 보는 용어: 한 줄에 용어 하나인 텍스트 파일로, 대소문자를 무시하고 온전한 단어로 찾습니다. &quot;name: Priya Nair&quot; 줄은 텍스트에 나오는 사람으로, 이름 복원에서 셉니다. 앞으로 워크벤치의 모든 평가가 이 목록을 씁니다. 이전에 평가한 실행은 다시 평가할 때까지 기존 용어를 유지합니다. 내장 검출기만 쓰려면 비워 두세요.</translation>
    </message>
    <message>
        <location filename="../ui/term_list.cpp" line="41"/>
        <source>Term list file</source>
        <translation>용어 목록 파일</translation>
    </message>
    <message>
        <location filename="../ui/term_list.cpp" line="42"/>
        <source>None: the built-in detectors alone</source>
        <translation>없음: 내장 검출기만</translation>
    </message>
    <message>
        <location filename="../ui/term_list.cpp" line="46"/>
        <source>Term List</source>
        <translation>용어 목록</translation>
    </message>
    <message>
        <location filename="../ui/term_list.cpp" line="47"/>
        <source>Browse for a term list file</source>
        <translation>용어 목록 파일 찾아보기</translation>
    </message>
    <message>
        <location filename="../ui/term_list.cpp" line="50"/>
        <source>&amp;Term list:</source>
        <translation>용어 목록(&amp;T):</translation>
    </message>
    <message>
        <location filename="../ui/term_list.cpp" line="64"/>
        <source>The built-in detectors alone.</source>
        <translation>내장 검출기만.</translation>
    </message>
    <message>
        <location filename="../ui/term_list.cpp" line="73"/>
        <source>No such file.</source>
        <translation>파일이 없습니다.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/term_list.cpp" line="70"/>
        <source>%1 (%n name line(s))</source>
        <translation>
            <numerusform>%1 (이름 줄 %n개)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/term_list.cpp" line="79"/>
        <source>Cannot use the term list</source>
        <translation>용어 목록을 쓸 수 없습니다</translation>
    </message>
</context>
<context>
    <name>unembed::TrainDialog</name>
    <message>
        <location filename="../ui/train_dialog.cpp" line="48"/>
        <source>Train an Attack</source>
        <translation>공격 학습</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="51"/>
        <source>Attack to train</source>
        <translation>학습할 공격</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="52"/>
        <source>Victim embedder</source>
        <translation>피해 임베더</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="54"/>
        <source>Training texts</source>
        <translation>학습 텍스트</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="55"/>
        <source>Held-out texts</source>
        <translation>검증 텍스트</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="56"/>
        <source>Output folder</source>
        <translation>출력 폴더</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="57"/>
        <source>Model config.json</source>
        <translation>모델 config.json</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="58"/>
        <source>config.json of the model&apos;s architecture</source>
        <translation>모델 구조의 config.json</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="59"/>
        <source>Offered for each attack: the demo pack&apos;s architecture, a small model that trains on a CPU. Give another config.json, or a pretrained folder under Start from.</source>
        <translation>공격마다 데모 팩의 구조(CPU에서 학습되는 작은 모델)를 제안합니다. 다른 config.json을 주거나 &apos;시작 모델&apos;에 사전 학습 폴더를 지정하십시오.</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="63"/>
        <source>Pretrained folder: T5 (Vec2Text, GEIA) or GPT-2 (GEIA)</source>
        <translation>사전 학습 폴더: T5 (Vec2Text, GEIA) 또는 GPT-2 (GEIA)</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="64"/>
        <source>Base inverter</source>
        <translation>기본 역변환기</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="65"/>
        <source>Tokenizer (spiece.model)</source>
        <translation>토크나이저 (spiece.model)</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="79"/>
        <source>default</source>
        <translation>기본값</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="81"/>
        <source>The corrector reads its hypothesis&apos;s embedding (feedback)</source>
        <translation>보정기가 가설의 임베딩을 읽음 (피드백)</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="83"/>
        <source>Unchecked: Vec2Text&apos;s ablation, a corrector that sees only the target embedding and the hypothesis&apos;s words</source>
        <translation>선택 해제: Vec2Text의 절제 실험으로, 보정기가 목표 임베딩과 가설의 단어만 봅니다</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="85"/>
        <source>Start the corrector from the base inverter&apos;s weights</source>
        <translation>기본 역변환기의 가중치로 보정기 학습 시작</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="87"/>
        <source>Its T5, vocabulary and embedding projections, in place of a config or a T5 folder</source>
        <translation>설정이나 T5 폴더 대신 역변환기의 T5, 어휘와 임베딩 투영</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="90"/>
        <source>Epochs</source>
        <translation>에포크</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="91"/>
        <source>Batch size</source>
        <translation>배치 크기</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="92"/>
        <source>Learning rate</source>
        <translation>학습률</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="93"/>
        <source>Warm-up steps</source>
        <translation>워밍업 단계</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="94"/>
        <source>Seed</source>
        <translation>시드</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="95"/>
        <source>Tokens per text</source>
        <translation>텍스트당 토큰 수</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="96"/>
        <source>Vec2Text positions per embedding</source>
        <translation>임베딩당 Vec2Text 위치 수</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="97"/>
        <source>Vocabulary size</source>
        <translation>어휘 크기</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="98"/>
        <source>Hidden width</source>
        <translation>은닉층 너비</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="106"/>
        <source>&amp;Attack:</source>
        <translation>공격(&amp;A):</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="107"/>
        <source>&amp;Victim embedder:</source>
        <translation>피해 임베더(&amp;V):</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="108"/>
        <source>&amp;Training texts:</source>
        <translation>학습 텍스트(&amp;T):</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="109"/>
        <source>&amp;Held-out texts:</source>
        <translation>검증 텍스트(&amp;H):</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="110"/>
        <source>&amp;Output folder:</source>
        <translation>출력 폴더(&amp;O):</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="111"/>
        <source>&amp;Config:</source>
        <translation>구성(&amp;C):</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="112"/>
        <source>&amp;Start from:</source>
        <translation>시작 모델(&amp;S):</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="113"/>
        <source>Base &amp;inverter:</source>
        <translation>기본 역변환기(&amp;I):</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="114"/>
        <source>To&amp;kenizer:</source>
        <translation>토크나이저(&amp;K):</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="115"/>
        <source>&amp;Epochs:</source>
        <translation>에포크(&amp;E):</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="116"/>
        <source>&amp;Batch size:</source>
        <translation>배치 크기(&amp;B):</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="117"/>
        <source>&amp;Learning rate:</source>
        <translation>학습률(&amp;L):</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="118"/>
        <source>&amp;Warm-up steps:</source>
        <translation>워밍업 단계(&amp;W):</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="119"/>
        <source>See&amp;d:</source>
        <translation>시드(&amp;D):</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="120"/>
        <source>Tokens per te&amp;xt:</source>
        <translation>텍스트당 토큰 수(&amp;X):</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="121"/>
        <source>&amp;Positions per embedding:</source>
        <translation>임베딩당 위치 수(&amp;P):</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="122"/>
        <source>Vocabulary si&amp;ze:</source>
        <translation>어휘 크기(&amp;Z):</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="123"/>
        <source>Hidde&amp;n width:</source>
        <translation>은닉층 너비(&amp;N):</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="124"/>
        <source>&amp;Feedback:</source>
        <translation>피드백(&amp;F):</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="134"/>
        <source>&amp;Train</source>
        <translation>학습(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="162"/>
        <source>Browse for %1</source>
        <translation>%1 찾아보기</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="170"/>
        <source>Vec2Text base inverter</source>
        <translation>Vec2Text 기본 역변환기</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="172"/>
        <source>Vec2Text corrector</source>
        <translation>Vec2Text 교정기</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="174"/>
        <source>GEIA decoder</source>
        <translation>GEIA 디코더</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="176"/>
        <source>MLC multi-label classifier</source>
        <translation>MLC 다중 레이블 분류기</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="178"/>
        <source>MSP multi-set predictor</source>
        <translation>MSP 다중 집합 예측기</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="179"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="208"/>
        <source>a victim embedder</source>
        <translation>피해 임베더</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="209"/>
        <source>training texts</source>
        <translation>학습 텍스트</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="210"/>
        <source>an output folder</source>
        <translation>출력 폴더</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="212"/>
        <source>a config or a pretrained folder to start from</source>
        <translation>시작할 설정 또는 사전 학습 폴더</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="214"/>
        <source>a GPT-2 or T5 config or a pretrained folder to start from</source>
        <translation>시작할 GPT-2 또는 T5 설정 또는 사전 학습 폴더</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="215"/>
        <source>the base inverter</source>
        <translation>기본 인버터</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="219"/>
        <source>Start training (the loss is drawn under Models)</source>
        <translation>학습 시작 (손실은 모델 아래에 그려집니다)</translation>
    </message>
    <message>
        <location filename="../ui/train_dialog.cpp" line="220"/>
        <source>Still needed: %1</source>
        <translation>아직 필요함: %1</translation>
    </message>
</context>
<context>
    <name>unembed::Vec2TextView</name>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="66"/>
        <source>Stop when a step brings no gain</source>
        <translation>단계에서 개선이 없으면 중지</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="68"/>
        <source>&amp;Run</source>
        <translation>실행(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="69"/>
        <source>&amp;Pause</source>
        <translation>일시 정지(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="69"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="73"/>
        <source>Base inverter</source>
        <translation>기본 역변환기</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="75"/>
        <source>Corrector</source>
        <translation>보정기</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="77"/>
        <source>Victim embedder</source>
        <translation>피해 임베더</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="81"/>
        <source>Alignment map</source>
        <translation>정렬 맵</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="82"/>
        <source>None: the attackers were trained against this victim</source>
        <translation>없음: 공격자가 이 피해자를 상대로 학습됨</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="85"/>
        <source>T5 backbone</source>
        <translation>T5 백본</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="86"/>
        <source>Only for checkpoints in the vec2text library&apos;s layout</source>
        <translation>vec2text 라이브러리 형식의 체크포인트에만 필요</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="93"/>
        <source>Correction steps</source>
        <translation>보정 단계</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="96"/>
        <source>Sequence beam width</source>
        <translation>시퀀스 빔 너비</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="98"/>
        <source>Keep the best</source>
        <translation>최선 유지</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="99"/>
        <source>vec2text library</source>
        <translation>vec2text 라이브러리</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="100"/>
        <source>Correction mode</source>
        <translation>교정 방식</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="101"/>
        <source>Keep the best: a round&apos;s corrections compete with the hypotheses kept so far, so the cosine never falls. vec2text library: the corrections replace the hypotheses and every vector runs every step, as the library does.</source>
        <translation>최선 유지: 각 라운드의 교정 결과가 지금까지 유지한 가설과 경쟁하므로 코사인이 떨어지지 않습니다. vec2text 라이브러리: 라이브러리처럼 교정 결과가 가설을 대체하고 모든 벡터가 모든 단계를 거칩니다.</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="111"/>
        <source>Vectors:</source>
        <translation>벡터:</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="123"/>
        <source>Model folders</source>
        <translation>모델 폴더</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="124"/>
        <source>Show or hide the model folders</source>
        <translation>모델 폴더 표시 또는 숨기기</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="141"/>
        <source>%1, then %2, against %3</source>
        <translation>%1, 다음 %2, 대상 %3</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="143"/>
        <source>%1, then %2, against %3 through the map %4</source>
        <translation>%1, 다음 %2, 대상 %3 (맵 %4 거쳐)</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="163"/>
        <source>Steps:</source>
        <translation>단계:</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="165"/>
        <source>Sequence beam:</source>
        <translation>시퀀스 빔:</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="167"/>
        <source>Correction:</source>
        <translation>교정:</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="173"/>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="174"/>
        <source>Run every correction round (Ctrl+R); resumes a paused run</source>
        <translation>모든 보정 라운드 실행 (Ctrl+R); 일시 정지된 실행을 재개</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="444"/>
        <source>; warning: %1</source>
        <translation>; 경고: %1</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="528"/>
        <source>round %1 of %2, %v of %m vectors</source>
        <translation>라운드 %1/%2, 벡터 %v/%m</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="530"/>
        <source>paused: %1</source>
        <translation>일시 중지됨: %1</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="177"/>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="178"/>
        <source>Pause after the round in progress (Ctrl+Shift+P)</source>
        <translation>진행 중인 라운드 후 일시 정지 (Ctrl+Shift+P)</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="180"/>
        <source>Stop the run; the rounds so far stay in the case (Esc)</source>
        <translation>실행 중지; 지금까지의 라운드는 케이스에 남습니다 (Esc)</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="189"/>
        <source>Vectors inverted</source>
        <translation>역변환된 벡터</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="193"/>
        <source>Vector / round</source>
        <translation>벡터 / 라운드</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="193"/>
        <source>Hypothesis</source>
        <translation>가설</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="193"/>
        <location filename="../ui/vec2text_view.cpp" line="215"/>
        <source>Cosine</source>
        <translation>코사인</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="195"/>
        <source>Correction rounds</source>
        <translation>보정 라운드</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="211"/>
        <source>Cosine per round</source>
        <translation>라운드별 코사인</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="213"/>
        <source>Round</source>
        <translation>라운드</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="225"/>
        <source>BLEU</source>
        <translation>BLEU</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="490"/>
        <source>Row %1</source>
        <translation>%1행</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="217"/>
        <source>cosine</source>
        <translation>코사인</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="222"/>
        <source>BLEU (Vec2Text&apos;s definition)</source>
        <translation>BLEU (Vec2Text 정의)</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="282"/>
        <source>Model folder</source>
        <translation>모델 폴더</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="284"/>
        <source>Browse for the %1 folder</source>
        <translation>%1 폴더 찾아보기</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="283"/>
        <source>%1 folder</source>
        <translation>%1 폴더</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="68"/>
        <source>&amp;Step</source>
        <translation>단계(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="176"/>
        <source>Show one more round of every vector, then pause (F10)</source>
        <translation>모든 벡터의 라운드를 하나 더 보여 준 뒤 일시 정지 (F10)</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="296"/>
        <location filename="../ui/vec2text_view.cpp" line="526"/>
        <source>%v of %m vectors</source>
        <translation>%m개 중 %v개 벡터</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="298"/>
        <source>Select rows of a dataset in the vectors table.</source>
        <translation>벡터 표에서 데이터셋의 행을 선택하세요.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/vec2text_view.cpp" line="305"/>
        <source>%n vector(s) of %1: rows %2%3</source>
        <translation>
            <numerusform>%1의 벡터 %n개: 행 %2%3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="380"/>
        <source>row %1</source>
        <translation>행 %1</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="381"/>
        <source>(true text unknown)</source>
        <translation>(실제 텍스트 알 수 없음)</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="382"/>
        <source>&lt;i&gt;True text:&lt;/i&gt; %1</source>
        <translation>&lt;i&gt;실제 텍스트:&lt;/i&gt; %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/vec2text_view.cpp" line="414"/>
        <source>Vec2Text on %n vector(s)</source>
        <translation>
            <numerusform>벡터 %n개에 Vec2Text</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/vec2text_view.cpp" line="427"/>
        <source>Vec2Text run %1: %n vector(s) inverted</source>
        <translation>
            <numerusform>Vec2Text 실행 %1: 벡터 %n개 역변환</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="435"/>
        <source>%1, evaluated</source>
        <translation>%1, 평가됨</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="439"/>
        <source>%1; not evaluated: %2</source>
        <translation>%1; 평가되지 않음: %2</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="456"/>
        <source>round %1</source>
        <translation>라운드 %1</translation>
    </message>
    <message>
        <location filename="../ui/vec2text_view.cpp" line="463"/>
        <source>candidate</source>
        <translation>후보</translation>
    </message>
</context>
<context>
    <name>unembed::VectorsPage</name>
    <message>
        <location filename="../ui/vectors_page.cpp" line="19"/>
        <source>&amp;Nearest Neighbours</source>
        <translation>최근접 이웃(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/vectors_page.cpp" line="20"/>
        <source>Em&amp;bed Text…</source>
        <translation>텍스트 임베딩(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../ui/vectors_page.cpp" line="28"/>
        <source>Vectors</source>
        <translation>벡터</translation>
    </message>
    <message>
        <location filename="../ui/vectors_page.cpp" line="65"/>
        <source>Filter texts (Ctrl+F)</source>
        <translation>텍스트 필터 (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../ui/vectors_page.cpp" line="66"/>
        <source>Filter the vectors by text</source>
        <translation>텍스트로 벡터 필터링</translation>
    </message>
    <message>
        <location filename="../ui/vectors_page.cpp" line="69"/>
        <source>Find each vector&apos;s nearest other vector by cosine</source>
        <translation>각 벡터에 대해 코사인 기준 가장 가까운 다른 벡터 찾기</translation>
    </message>
    <message>
        <location filename="../ui/vectors_page.cpp" line="71"/>
        <source>Type or paste sentences, embed them with a victim embedder and add them to the case as a dataset</source>
        <translation>문장을 입력하거나 붙여 넣고, 피해 임베더로 임베딩하여 케이스에 데이터셋으로 추가</translation>
    </message>
</context>
<context>
    <name>unembed::VectorsTableModel</name>
    <message>
        <location filename="../ui/vectors_table_model.cpp" line="71"/>
        <source>row %1 · cos %2</source>
        <translation>행 %1 · cos %2</translation>
    </message>
    <message>
        <location filename="../ui/vectors_table_model.cpp" line="74"/>
        <source>Row %1</source>
        <translation>행 %1</translation>
    </message>
    <message>
        <location filename="../ui/vectors_table_model.cpp" line="107"/>
        <source>Row</source>
        <translation>행</translation>
    </message>
    <message>
        <location filename="../ui/vectors_table_model.cpp" line="109"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../ui/vectors_table_model.cpp" line="111"/>
        <source>Text</source>
        <translation>텍스트</translation>
    </message>
    <message>
        <location filename="../ui/vectors_table_model.cpp" line="113"/>
        <source>Metadata</source>
        <translation>메타데이터</translation>
    </message>
    <message>
        <location filename="../ui/vectors_table_model.cpp" line="115"/>
        <source>Norm</source>
        <translation>노름</translation>
    </message>
    <message>
        <location filename="../ui/vectors_table_model.cpp" line="117"/>
        <source>Nearest neighbour</source>
        <translation>최근접 이웃</translation>
    </message>
    <message>
        <location filename="../ui/vectors_table_model.cpp" line="119"/>
        <source>Values</source>
        <translation>값</translation>
    </message>
</context>
</TS>
